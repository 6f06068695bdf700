// The player's own protections: the status (a break or self-exclusion in force, its cooling-off, the
// deposit and loss limits with what was used and any change waiting out its day), and the changes.
// Every change answers the new status, which replaces the cached one.
import type {
  DepositLimitRequest,
  ExcludeRequest,
  ProtectionStatus,
  RealityIntervalRequest,
  TimeoutRequest,
} from '@hall/contracts/protection';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const protectionKeys = {
  status: ['protection', 'status'] as const,
};

export const protectionStatusQuery = queryOptions({
  queryKey: protectionKeys.status,
  queryFn: ({ signal }) => apiPost<ProtectionStatus>('/v2/app/protection/status', {}, { signal }),
});

export const useProtectionStatus = () => useQuery(protectionStatusQuery);

function useProtectionChange<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiPost<ProtectionStatus>(path, body),
    onSuccess: (status) => queryClient.setQueryData(protectionKeys.status, status),
  });
}

/** A deposit or loss limit (by `kind`): one call sets both kinds. */
export const useSetLimit = () => useProtectionChange<DepositLimitRequest>('/v2/app/protection/deposit-limit');
export const useTakeBreak = () => useProtectionChange<TimeoutRequest>('/v2/app/protection/timeout');
export const useSelfExclude = () => useProtectionChange<ExcludeRequest>('/v2/app/protection/exclude');
export const useSetRealityInterval = () =>
  useProtectionChange<RealityIntervalRequest>('/v2/app/protection/reality-check/interval');
