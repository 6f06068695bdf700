// Team report: bets, wins and activity across the agent's team, or of one member when the address names
// a user id. Its content arrives with the agent issue; until then the page says so.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageShell } from '../../../components/page-shell';

export default function TeamReportRoute() {
  const { t } = useTranslation();
  const { userId } = useParams();
  return (
    <PageShell
      title={t('routes.teamReport')}
      intro={userId ? t('intros.teamReportMember', { userId }) : t('intros.teamReport')}
    >
      <ComingSoon icon="chart" />
    </PageShell>
  );
}
