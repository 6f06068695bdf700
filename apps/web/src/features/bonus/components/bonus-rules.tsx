// The rules the bonus engine applies, in short, on the bonus page; the FAQ and the bonus rules page say
// the same at length.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

export const RULE_KEYS = [
  'cashFirst',
  'winningsLocked',
  'contribution',
  'release',
  'expiry',
  'playedOut',
  'oneAtATime',
  'withdrawal',
  'refund',
  'closed',
] as const;

export function BonusRules() {
  const { t } = useTranslation('bonus');
  return (
    <section className="bonus-section" aria-labelledby="bonus-rules-title">
      <h2 id="bonus-rules-title" className="bonus-section-title">
        {t('rules.title')}
      </h2>
      <ul className="bonus-rule-list">
        {RULE_KEYS.map((key) => (
          <li key={key}>{t(`rules.${key}`)}</li>
        ))}
      </ul>
      <p className="bonus-links">
        <Link className="text-link" to={paths.guideFaq.getHref()}>
          {t('rules.faq')}
        </Link>
        <Link className="text-link" to={paths.discountStatute.getHref()}>
          {t('rules.statute')}
        </Link>
      </p>
    </section>
  );
}
