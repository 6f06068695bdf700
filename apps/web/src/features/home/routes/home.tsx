// The lobby: notice bar, banners, a welcome with the way into the game hall, popular and new games,
// current promotions and the sections of the site. The carousel and the notice bar load as chunks
// of their own, after the page's text, so the lobby's first paint stays light.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGames } from '../../../components/game/games-query';
import { Icon, type IconName } from '../../../components/icon';
import { useBanners } from '../api/get-banners';
import { useLatestGames } from '../api/get-latest-games';
import { GameStrip } from '../components/game-strip';
import { PromotionStrip } from '../components/promotion-strip';
import '../../../components/content/content.css';
import '../home.css';

const BannerCarousel = lazy(() => import('../components/banner-carousel'));
const NoticeMarquee = lazy(() => import('../components/notice-marquee'));

const sections: { to: string; labelKey: string; icon: IconName }[] = [
  { to: '/game/promotion', labelKey: 'menu.promotion', icon: 'gift' },
  { to: '/activity', labelKey: 'menu.activity', icon: 'star' },
  { to: '/game/notice', labelKey: 'menu.notice', icon: 'bell' },
  { to: '/game/guide', labelKey: 'menu.guide', icon: 'book' },
  { to: '/download', labelKey: 'menu.download', icon: 'download' },
  { to: '/account-transfer', labelKey: 'menu.accountTransfer', icon: 'swap' },
];

export default function HomeRoute() {
  const { t } = useTranslation();
  const { t: content, ready } = useTranslation('content');
  const banners = useBanners();
  const popular = useGames();
  const latest = useLatestGames();

  return (
    <div className="home">
      <Suspense fallback={null}>
        {ready && <NoticeMarquee />}
        {ready && banners.data && banners.data.length > 0 && <BannerCarousel banners={banners.data} />}
      </Suspense>

      <section className="hero" aria-labelledby="home-title">
        <p className="hero-eyebrow">{t('app.name')}</p>
        <h1 id="home-title" className="hero-title">
          {t('routes.home')}
        </h1>
        <p className="hero-text">{t('home.heroText')}</p>
        <div className="hero-actions">
          <Link to="/amigo" className="button-link button-link-primary">
            <Icon name="game" />
            <span>{t('home.playNow')}</span>
          </Link>
          <Link to="/game/guide" className="button-link">
            <Icon name="book" />
            <span>{t('home.howToPlay')}</span>
          </Link>
        </div>
      </section>

      {ready && (
        <>
          <GameStrip id="home-popular" title={content('home.popularTitle')} games={popular} />
          {/* The newest releases that are still marked new; the row stays away when there are none. */}
          <GameStrip
            id="home-latest"
            title={content('home.latestTitle')}
            games={latest}
            pick={(game) => game.isNew}
            hideWhenEmpty
            limit={4}
          />
          <PromotionStrip />
        </>
      )}

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
    </div>
  );
}
