// POST /v2/app/user/confirm/age: an account opened through Google, Line or by an agent confirms the
// date of birth (and the country where none is set) and accepts the terms before its first deposit or
// game; the answer is the updated user, which replaces the one in the session.
import type { AccountConfirmRequest, UserInfo } from '@hall/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function confirmAccount(body: AccountConfirmRequest): Promise<UserInfo> {
  return apiPost<UserInfo>('/v2/app/user/confirm/age', body);
}

export function useConfirmAccount() {
  return useMutation({
    mutationFn: confirmAccount,
    // The form shows the server's refusal (an age under the country's, a locked date) itself.
    meta: { silent: true },
    onSuccess: (user) => useSessionStore.getState().setUser(user),
  });
}
