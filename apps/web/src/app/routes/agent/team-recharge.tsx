// Deposits made by the agent's team, each with the status the player's own records show.
import { AgentPage } from '../../../features/agent/components/agent-page';
import { TeamOrdersPage } from '../../../features/agent/components/team-orders-page';
import { DepositStatusTag } from '../../../features/wallet/components/status-tag';
import type { DepositStatus } from '@hall/contracts/pay';

const StatusTag = ({ status }: { status: string }) => <DepositStatusTag status={status as DepositStatus} />;

export default function TeamRechargeRoute() {
  return (
    <AgentPage name="teamRecharge">
      <TeamOrdersPage kind="recharge" StatusTag={StatusTag} />
    </AgentPage>
  );
}
