// On the deposit page, while the player has set no deposit limit: an invitation to set one before
// paying (UKGC RTS 12: limits offered at the first deposit), with the rule stated and the way there.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { paths } from '../../../config/paths';
import { useProtectionStatus } from '../api/protection';

export function DepositLimitPrompt() {
  const { t } = useTranslation('protection');
  const status = useProtectionStatus();
  if (!status.data || status.data.limits.some((limit) => limit.amount !== null || limit.pending !== null)) return null;
  return (
    <Callout tone="info" title={t('prompt.title')} testId="deposit-limit-prompt">
      <p>{t('prompt.text')}</p>
      <p>
        <Link className="text-link" to={paths.responsiblePlay.getHref()}>
          {t('prompt.link')}
        </Link>
      </p>
    </Callout>
  );
}
