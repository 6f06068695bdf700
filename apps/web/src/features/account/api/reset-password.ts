// POST /v2/app/auth/reset/password: find-password step 2, the e-mailed code sets a new password
// (and ends every session of the account).
import type { ResetPasswordRequest } from '@hall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordRequest): Promise<{ done: true }> {
  return apiPost<{ done: true }>('/v2/app/auth/reset/password', body);
}

/**
 * Refusals find-password step 2 shows under a field rather than as a toast: a wrong code under the
 * code, a new password that is the fund password under the new password.
 */
export const RESET_PASSWORD_FIELD_REASONS = ['code_invalid', 'code_burned', 'fund_password_same_as_password'] as const;

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { quietReasons: RESET_PASSWORD_FIELD_REASONS } });
}
