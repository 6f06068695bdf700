// The player's own protections: deposit limits, a break (time-out) and self-exclusion, which the server
// enforces on deposits and play.
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { ProtectionPanel } from '../../../features/protection/components/protection-panel';

export default function ResponsiblePlayRoute() {
  const { t } = useTranslation();
  // Coin amounts are worded by the finance texts, the page by its own.
  const { ready } = useTranslation(['protection', 'finance']);
  return (
    <PageShell title={t('routes.responsiblePlay')} intro={t('intros.responsiblePlay')}>
      {ready ? <ProtectionPanel /> : <PageLoading />}
    </PageShell>
  );
}
