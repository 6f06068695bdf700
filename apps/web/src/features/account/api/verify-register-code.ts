// POST /v2/app/register/valid: registration step 1, the e-mailed code and the accepted agreement.
import type { RegisterValidRequest } from '@hall/contracts/register';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function verifyRegisterCode(body: RegisterValidRequest): Promise<{ done: true }> {
  return apiPost<{ done: true }>('/v2/app/register/valid', body);
}

/** Refusals registration step 1 shows under the code field rather than as a toast. */
export const VERIFY_REGISTER_CODE_FIELD_REASONS = ['code_invalid', 'code_burned'] as const;

export function useVerifyRegisterCode() {
  return useMutation({ mutationFn: verifyRegisterCode, meta: { quietReasons: VERIFY_REGISTER_CODE_FIELD_REASONS } });
}
