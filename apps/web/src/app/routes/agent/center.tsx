// The agent centre's home: invite link and code, today's team figures, the way to every agent page.
import { AgentHome } from '../../../features/agent/components/agent-home';
import { AgentPage } from '../../../features/agent/components/agent-page';

export default function AgentCenterRoute() {
  return (
    <AgentPage name="agentCenter">
      <AgentHome />
    </AgentPage>
  );
}
