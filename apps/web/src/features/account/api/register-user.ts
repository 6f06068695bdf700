// POST /v2/app/register/user: registration step 2, creates the account and signs it in. Ends with the
// user loaded and the conversion event sent (SPEC.md section 4).
import type { TokenResponse } from '@hall/contracts/auth';
import type { RegisterUserRequest } from '@hall/contracts/register';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { useRegistrationConversion } from '../hooks/use-registration-conversion';

export function registerUser(body: RegisterUserRequest): Promise<Partial<TokenResponse> | null> {
  return apiPost<Partial<TokenResponse> | null>('/v2/app/register/user', body);
}

/**
 * Refusals the registration form shows under its fields rather than as a toast; those about the
 * verified address send the player back to step 1, where its fields are.
 */
export const REGISTER_USER_FIELD_REASONS = [
  'account_taken',
  'agent_code_unknown',
  'agent_tree_full',
  'email_taken',
  'email_refused',
  'email_not_verified',
] as const;

export function useRegisterUser() {
  const queryClient = useQueryClient();
  const reportConversion = useRegistrationConversion();
  return useMutation({
    meta: { quietReasons: REGISTER_USER_FIELD_REASONS },
    mutationFn: async (body: RegisterUserRequest) => {
      const result = await registerUser(body);
      return startSession(queryClient, result?.token);
    },
    onSuccess: () => reportConversion(),
  });
}
