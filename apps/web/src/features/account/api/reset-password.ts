// POST /v2/app/auth/reset/password: find-password step 2, the e-mailed code sets a new password
// (and ends every session of the account).
import type { ResetPasswordRequest } from '@hall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordRequest): Promise<{ done: true }> {
  return apiPost<{ done: true }>('/v2/app/auth/reset/password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
