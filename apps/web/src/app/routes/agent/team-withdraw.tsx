// Withdrawals made by the agent's team, each with the status the player's own records show.
import { AgentPage } from '../../../features/agent/components/agent-page';
import { TeamOrdersPage } from '../../../features/agent/components/team-orders-page';
import { WithdrawalStatusTag } from '../../../features/wallet/components/status-tag';
import type { WithdrawalStatus } from '@hall/contracts/withdrawal';

const StatusTag = ({ status }: { status: string }) => <WithdrawalStatusTag status={status as WithdrawalStatus} />;

export default function TeamWithdrawRoute() {
  return (
    <AgentPage name="teamWithdraw">
      <TeamOrdersPage kind="draw" StatusTag={StatusTag} />
    </AgentPage>
  );
}
