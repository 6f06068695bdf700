// The agent's rebates per settled day, with the rate that applied and whether they are paid.
import { AgentPage } from '../../../features/agent/components/agent-page';
import { RebatesPage } from '../../../features/agent/components/rebates-page';

export default function AgentRebatesRoute() {
  return (
    <AgentPage name="agentRebates">
      <RebatesPage />
    </AgentPage>
  );
}
