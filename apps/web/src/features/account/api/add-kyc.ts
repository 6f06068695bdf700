// POST /v2/app/user/kyc/add: the three ID photos (compressed JPEG or PNG data URLs) and the date of
// birth; the answer is the new submission, shown at once as the latest, and the profile is read again
// for the date.
import type { KycAddRequest, KycSubmission } from '@hall/contracts/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { getUserInfo } from '../../../lib/session';
import { useSessionStore } from '../../../lib/session-store';
import { kycLatestQueryOptions } from './get-kyc-latest';

export function addKyc(body: KycAddRequest): Promise<KycSubmission> {
  // Three photos take a while on a slow line: allow longer than the usual minute.
  return apiPost<KycSubmission>('/v2/app/user/kyc/add', body, { timeoutMs: 180_000 });
}

export function useAddKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addKyc,
    onSuccess: (submission) => {
      queryClient.setQueryData(kycLatestQueryOptions.queryKey, submission);
      // A failed read leaves the old profile; the next page load brings the date.
      void getUserInfo().then(
        (user) => useSessionStore.getState().setUser(user),
        () => undefined,
      );
    },
  });
}
