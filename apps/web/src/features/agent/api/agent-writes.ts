// The agent centre's changes: applying, creating and promoting members, and moving coins to and from
// them. Each refreshes every agent read; a transfer refreshes the balance too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AgentApplyStatus,
  MemberTransferRequest,
  MemberTransferResult,
  PromoteMemberRequest,
  SubMember,
  SubMemberCreateRequest,
} from '@hall/contracts/agent';
import { apiPost } from '../../../lib/api-client';
import { invalidateBalance } from '../../../lib/balance';
import { invalidateAgent } from './agent-queries';

// Silent: every form here shows the server's refusal (already in the player's language) beside the
// fields it concerns, so the shell's toast would say it twice.
function useAgentWrite<Body, Result>(path: string, { movesCoins = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: Body) => apiPost<Result>(`/v2/app/agent/${path}`, body),
    onSuccess: async () => {
      await Promise.all([invalidateAgent(queryClient), movesCoins ? invalidateBalance(queryClient) : undefined]);
    },
  });
}

export const useApplyAgent = () => useAgentWrite<Record<string, never>, AgentApplyStatus>('apply');
export const useCreateMember = () => useAgentWrite<SubMemberCreateRequest, SubMember>('sub/member/create');
export const usePromoteMember = () => useAgentWrite<PromoteMemberRequest, SubMember>('sub/member/promote');
export const useSetMemberRate = () => useAgentWrite<PromoteMemberRequest, SubMember>('sub/member/rate');

/** `give`: agent to member; `take`: back from a direct member, up to what the agent gave it. */
export type TransferDirection = 'give' | 'take';
export const useMemberTransfer = (direction: TransferDirection) =>
  useAgentWrite<MemberTransferRequest, MemberTransferResult>(
    direction === 'give' ? 'type/member/transfer' : 'type/member/transfer/decrease',
    { movesCoins: true },
  );
