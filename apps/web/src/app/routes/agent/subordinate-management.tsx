// The agent's sub-members: search, create, promote, set rates, transfer and take back.
import { AgentPage } from '../../../features/agent/components/agent-page';
import { MembersPage } from '../../../features/agent/components/members-page';

export default function SubordinateManagementRoute() {
  return (
    <AgentPage name="subordinateManagement">
      <MembersPage />
    </AgentPage>
  );
}
