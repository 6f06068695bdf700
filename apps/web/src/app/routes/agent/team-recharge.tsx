// Deposits made by the agent's team. Its content arrives with its own issue; until then the page says so.
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageShell } from '../../../components/page-shell';

export default function TeamRechargeRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.teamRecharge')} intro={t('intros.teamRecharge')}>
      <ComingSoon icon="arrowDown" />
    </PageShell>
  );
}
