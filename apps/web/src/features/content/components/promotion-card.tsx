// One promotion or event in a list: its art, title, summary, period and whether it is on now.
import type { PromotionState, PromotionSummary } from '@hall/contracts/content';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../lib/intl-format';
import { currentLocale } from '../../../lib/locale';
import { localizedText } from '../../../lib/localized-field';
import '../../../styles/content.css';

export function PromotionStateTag({ state }: { state: PromotionState }) {
  const { t } = useTranslation('content');
  return <span className={`promo-state promo-state-${state}`}>{t(`promotion.state.${state}`)}</span>;
}

/** "1 – 31 Mar 2025", or "From 1 Mar 2025" for an offer without an end. */
export function usePromotionPeriod(promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>): string {
  const { t } = useTranslation('content');
  const locale = currentLocale();
  const period = formatDateRange(promotion.startsAt, promotion.endsAt, locale) ?? '';
  return promotion.endsAt ? period : t('promotion.openEnded', { date: period });
}

export function PromotionArt({ imageUrl, className }: { imageUrl: string | null; className?: string }) {
  return imageUrl ? (
    // The title next to the art names the offer; the picture itself is decoration.
    <img className={['promo-art', className].filter(Boolean).join(' ')} src={imageUrl} alt="" loading="lazy" />
  ) : (
    <span className={['promo-art promo-art-blank', className].filter(Boolean).join(' ')} aria-hidden="true" />
  );
}

export function PromotionCard({ promotion, to }: { promotion: PromotionSummary; to: string }) {
  const { t } = useTranslation('content');
  const title = localizedText(promotion, 'title') ?? t('common.untitled');
  const summary = localizedText(promotion, 'summary');
  const period = usePromotionPeriod(promotion);
  return (
    <Link to={to} className="promo-card" data-testid="promotion-card">
      <PromotionArt imageUrl={promotion.imageUrl} />
      <span className="promo-card-body">
        <span className="promo-card-head">
          <PromotionStateTag state={promotion.state} />
          <span className="promo-card-period">{period}</span>
        </span>
        <span className="promo-card-title">{title}</span>
        {summary && <span className="promo-card-summary">{summary}</span>}
      </span>
    </Link>
  );
}
