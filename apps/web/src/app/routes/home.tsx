// The lobby: notice bar, banners, a welcome with the way into the game hall, popular and new games,
// current promotions and the sections of the site. The carousel and the notice bar load as chunks
// of their own, after the page's text, so the lobby's first paint stays light.
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGames } from '../../features/games/api/get-games';
import { Icon } from '../../components/icon';
import { useBanners } from '../../features/content/api/get-banners';
import { noticeBarQuery } from '../../features/content/api/get-notices';
import { useLatestGames } from '../../features/games/api/get-latest-games';
import { GameStrip, GameStripPlaceholder } from '../../features/games/components/game-strip';
import { PromotionStrip } from '../../features/content/components/promotion-strip';
import { paths } from '../../config/paths';
import { gameMenu } from '../menus';
import '../../styles/content.css';
import './home.css';

// Both chunks start downloading as the lobby's own code runs, alongside the lobby's requests for the
// banners and notices, rather than after those answers arrive: the banner is usually the largest
// thing the first screen paints, and it waits on both.
const carouselChunk = import('../../features/content/components/banner-carousel');
const BannerCarousel = lazy(() => carouselChunk);
const marqueeChunk = import('../../features/content/components/notice-marquee');
const NoticeMarquee = lazy(() => marqueeChunk);

// The main navigation without the lobby itself and the game hall, which the welcome links to.
const sections = gameMenu.filter((item) => item.to !== paths.home.getHref() && item.to !== paths.amigo.getHref());

// Each part of the lobby asks for its own data, so an answer re-renders only its own part: on a phone
// the four answers each re-rendered the whole lobby, one long task apiece.

/** The notice bar; its space is held until the notices arrive (or turn out to be none). */
function HomeNotices() {
  const { ready } = useTranslation('content');
  // The notice bar's own query (same key, so one request): known here, so its space can be held.
  const notices = useInfiniteQuery(noticeBarQuery());
  if (!ready || notices.isPending) return <div className="notice-placeholder" aria-hidden="true" />;
  return (
    <Suspense fallback={<div className="notice-placeholder" aria-hidden="true" />}>
      <NoticeMarquee />
    </Suspense>
  );
}

/**
 * The first banner's picture alone, where the carousel will be, while the carousel's code loads: the
 * page's first paint already shows it there, so it does not blink out and back in.
 */
function BannerStill({ imageUrl }: { imageUrl: string }) {
  return (
    <div className="banner-carousel" aria-hidden="true">
      <img src={imageUrl} alt="" className="banner-image" />
    </div>
  );
}

// The first banner's picture as the page's first paint showed it (apps/server's lobby-first-paint),
// read before the app replaces that paint: shown while the banners are still being asked for.
const firstPaintBanner =
  typeof document === 'undefined'
    ? null
    : (document.querySelector('.boot-shell .banner-image')?.getAttribute('src') ?? null);

/** The banners; their space is held the same way. */
function HomeBanners() {
  const { ready } = useTranslation('content');
  const banners = useBanners();
  if (!ready || banners.isPending) {
    return firstPaintBanner ? (
      <BannerStill imageUrl={firstPaintBanner} />
    ) : (
      <div className="banner-placeholder" aria-hidden="true" />
    );
  }
  const first = banners.data?.[0];
  if (!banners.data || !first) return null;
  return (
    <Suspense fallback={<BannerStill imageUrl={first.imageUrl} />}>
      <BannerCarousel banners={banners.data} />
    </Suspense>
  );
}

/** Popular games and the newest releases still marked new (that row stays away when there are none). */
function HomeGames() {
  const { t: content, ready } = useTranslation('content');
  const popular = useGames();
  const latest = useLatestGames();
  if (!ready)
    return (
      <>
        <GameStripPlaceholder />
        <GameStripPlaceholder />
      </>
    );
  return (
    <>
      <GameStrip id="home-popular" title={content('home.popularTitle')} games={popular} />
      <GameStrip
        id="home-latest"
        title={content('home.latestTitle')}
        games={latest}
        pick={(game) => game.isNew}
        hideWhenEmpty
        limit={4}
      />
    </>
  );
}

export default function HomeRoute() {
  const { t } = useTranslation();
  const { ready } = useTranslation('content');

  return (
    <div className="home">
      {/* The notice bar and the banners arrive after the page's text: their space is held until they
          do (or turn out to be empty), so the welcome below them does not jump. */}
      <HomeNotices />
      <HomeBanners />

      <section className="hero" aria-labelledby="home-title">
        {/* Machine art beside the welcome on wide screens; decoration only. */}
        <img className="hero-art" src="/games/neon-777.svg" alt="" width={320} height={200} decoding="async" />
        <p className="hero-eyebrow">{t('app.name')}</p>
        <h1 id="home-title" className="hero-title">
          {t('routes.home')}
        </h1>
        <p className="hero-text">{t('home.heroText')}</p>
        <div className="hero-actions">
          <Link to={paths.amigo.getHref()} className="button-link button-link-primary">
            <Icon name="game" />
            <span>{t('home.playNow')}</span>
          </Link>
          <Link to={paths.gameGuide.getHref()} className="button-link">
            <Icon name="book" />
            <span>{t('home.howToPlay')}</span>
          </Link>
        </div>
      </section>

      {/* Rows whose height is known before their games arrive come first; the promotions, whose
          number and length are not, come after the sections of the site, so nothing above them moves. */}
      <HomeGames />

      <section className="home-section" aria-labelledby="home-explore">
        <h2 id="home-explore" className="section-title">
          {t('home.exploreTitle')}
        </h2>
        <ul className="tile-grid">
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="tile">
                <Icon name={section.icon} size={26} />
                <span>{t(section.labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {ready && <PromotionStrip />}
    </div>
  );
}
