// The agent's sub-members, their accounts and invite links. Its content arrives with its own issue; until then the page says so.
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageShell } from '../../../components/page-shell';

export default function SubordinateManagementRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.subordinateManagement')} intro={t('intros.subordinateManagement')}>
      <ComingSoon icon="team" />
    </PageShell>
  );
}
