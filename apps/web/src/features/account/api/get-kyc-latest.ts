// POST /v2/app/user/kyc/latest: the state of the newest identity verification, or null before any.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycSubmission } from '@hall/contracts/kyc';
import { apiPost } from '../../../lib/api-client';

export const kycKeys = {
  all: ['user', 'kyc', 'latest'] as const,
};

export function getKycLatest(signal?: AbortSignal): Promise<KycSubmission | null> {
  return apiPost<KycSubmission | null>('/v2/app/user/kyc/latest', {}, { signal });
}

export const kycLatestQueryOptions = queryOptions({
  queryKey: kycKeys.all,
  queryFn: ({ signal }) => getKycLatest(signal),
});

export function useKycLatest() {
  return useQuery(kycLatestQueryOptions);
}
