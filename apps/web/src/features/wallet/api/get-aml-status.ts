// POST /v2/app/aml/status: whether identity verification is needed before the next withdrawal (an
// anti-money-laundering check was triggered), so the withdrawal page says so before the player tries.
import type { AmlStatus } from '@hall/contracts/aml';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const amlStatusKeys = {
  all: ['aml-status'] as const,
};

export function getAmlStatus(signal?: AbortSignal): Promise<AmlStatus> {
  return apiPost<AmlStatus>('/v2/app/aml/status', {}, { signal });
}

export const amlStatusQuery = queryOptions({
  queryKey: amlStatusKeys.all,
  queryFn: ({ signal }) => getAmlStatus(signal),
});

export function useAmlStatus() {
  return useQuery(amlStatusQuery);
}
