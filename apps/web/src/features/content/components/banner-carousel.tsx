// The lobby's banners as a carousel (antd-mobile Swiper), following the WAI-ARIA carousel pattern:
// a labelled region, slides named "2 of 5", previous, next and pause buttons. It turns by itself
// only while nobody is reading it: not for players who asked for less motion, not while the
// pointer or keyboard focus is inside, and not after the pause button.
import type { Banner } from '@hall/contracts/content';
import { Swiper, type SwiperRef } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { localizedText } from '../../../lib/localized-field';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

const INTERVAL_MS = 5000;

/** A site path goes through the router; any other address opens in a new window. */
function BannerLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (!href) return <div className="banner-slide-inner">{children}</div>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className="banner-slide-inner" aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className="banner-slide-inner" aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('content');
  const reducedMotion = useReducedMotion();
  const swiper = useRef<SwiperRef>(null);
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const [current, setCurrent] = useState(0);
  const several = banners.length > 1;
  const canPlay = several && !reducedMotion;
  const playing = canPlay && !paused && !engaged;

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.bannersLabel')}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false);
      }}
    >
      <Swiper
        ref={swiper}
        loop={several}
        autoplay={playing}
        autoplayInterval={INTERVAL_MS}
        onIndexChange={setCurrent}
        indicator={several ? undefined : false}
        className="banner-swiper"
      >
        {banners.map((banner, index) => {
          const alt = localizedText(banner, 'alt') ?? '';
          const title = localizedText(banner, 'title');
          return (
            <Swiper.Item key={banner.id}>
              <div
                className="banner-slide"
                role="group"
                aria-roledescription={t('home.slide')}
                aria-label={t('home.slideOf', { current: index + 1, total: banners.length })}
                // Only the slide in view can take focus; the others are out of sight.
                inert={index !== current}
              >
                <BannerLink href={banner.linkUrl} label={title ?? alt}>
                  <img
                    src={banner.imageUrl}
                    alt={alt}
                    className="banner-image"
                    draggable={false}
                    // The first slide is the lobby's largest picture; the rest wait their turn.
                    fetchPriority={index === 0 ? 'high' : 'low'}
                  />
                  {(title || banner.linkUrl) && (
                    <span className="banner-caption">
                      {title && <span className="banner-title">{title}</span>}
                      {/* What a tap does, said on the banner: a visible call to action. */}
                      {banner.linkUrl && (
                        <span className="banner-cta" aria-hidden="true">
                          {t('home.bannerCta')}
                        </span>
                      )}
                    </span>
                  )}
                </BannerLink>
              </div>
            </Swiper.Item>
          );
        })}
      </Swiper>
      {several && (
        <div className="banner-controls">
          {canPlay && (
            <button
              type="button"
              className="banner-control"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? t('home.play') : t('home.pause')}
              data-testid="banner-pause"
            >
              <Icon name={paused ? 'play' : 'pause'} size={16} />
            </button>
          )}
          <button
            type="button"
            className="banner-control"
            onClick={() => swiper.current?.swipePrev()}
            aria-label={t('home.previous')}
          >
            <Icon name="arrowLeft" size={16} />
          </button>
          <button
            type="button"
            className="banner-control"
            onClick={() => swiper.current?.swipeNext()}
            aria-label={t('home.next')}
          >
            <Icon name="arrowRight" size={16} />
          </button>
        </div>
      )}
    </section>
  );
}
