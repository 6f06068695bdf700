// POST /v2/app/auth/password/update/payment: sets the fund password (six digits). The first time
// needs nothing else; a change needs the old fund password or a code e-mailed for it.
import type { FundPasswordUpdateRequest } from '@hall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function setFundPassword(body: FundPasswordUpdateRequest): Promise<{ done: true }> {
  return apiPost<{ done: true }>('/v2/app/auth/password/update/payment', body);
}

/** Refusals the fund password forms show under the new fund password rather than as a toast. */
export const SET_FUND_PASSWORD_FIELD_REASONS = ['fund_password_same_as_password'] as const;

export function useSetFundPassword() {
  return useMutation({ mutationFn: setFundPassword, meta: { quietReasons: SET_FUND_PASSWORD_FIELD_REASONS } });
}

/**
 * Every page learns that a fund password now exists. Called by the page after it has acted on the
 * success: the set-password form unmounts as soon as the user says a fund password exists.
 */
export function markFundPasswordSet(): void {
  const { user, setUser } = useSessionStore.getState();
  if (user && !user.hasFundPassword) setUser({ ...user, hasFundPassword: true });
}
