// Becoming an agent: what it brings, and the application with its status.
import { AgentPage } from '../../../features/agent/components/agent-page';
import { ApplyPage } from '../../../features/agent/components/apply-page';

export default function AgentApplyRoute() {
  return (
    <AgentPage name="agentApply">
      <ApplyPage />
    </AgentPage>
  );
}
