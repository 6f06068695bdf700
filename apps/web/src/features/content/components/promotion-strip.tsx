// The lobby's current promotions: the first few offers with a link to all of them. With no offers
// the section stays out of the way rather than showing an empty box.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROMOTION_STRIP_COUNT, promotionStripQuery } from '../api/get-promotions';
import { PromotionCard } from './promotion-card';
import { paths } from '../../../config/paths';

export function PromotionStrip() {
  const { t } = useTranslation('content');
  const promotions = useInfiniteQuery(promotionStripQuery());
  const items = (promotions.data?.pages[0]?.list ?? []).slice(0, PROMOTION_STRIP_COUNT);
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-promotions">
      <div className="home-section-head">
        <h2 id="home-promotions" className="section-title">
          {t('home.promotionsTitle')}
        </h2>
        <Link to={paths.promotion.getHref()} className="home-section-link">
          {t('home.allPromotions')}
        </Link>
      </div>
      <ul className="promo-grid">
        {items.map((item) => (
          <li key={item.id}>
            <PromotionCard promotion={item} to={paths.promotion.getHref(item.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
