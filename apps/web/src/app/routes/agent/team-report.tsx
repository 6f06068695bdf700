// Team report: the whole team's figures for a period, or one member's subtree when the address names
// a user id. Keyed by the id, so opening a member starts its report afresh (first page of its rows).
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AgentPage } from '../../../features/agent/components/agent-page';
import { TeamReportPage } from '../../../features/agent/components/team-report-page';

export default function TeamReportRoute() {
  const { t } = useTranslation();
  const { userId } = useParams();
  return (
    <AgentPage name="teamReport" intro={userId ? t('intros.teamReportMember', { userId }) : undefined}>
      <TeamReportPage key={userId ?? 'team'} />
    </AgentPage>
  );
}
