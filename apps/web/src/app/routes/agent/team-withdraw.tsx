// Withdrawals made by the agent's team. Its content arrives with its own issue; until then the page says so.
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageShell } from '../../../components/page-shell';

export default function TeamWithdrawRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.teamWithdraw')} intro={t('intros.teamWithdraw')}>
      <ComingSoon icon="arrowUp" />
    </PageShell>
  );
}
