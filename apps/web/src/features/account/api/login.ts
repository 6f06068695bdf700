// POST /v2/app/auth/login: account (user name or e-mail), password and the captcha answer for a
// session token; then the user is loaded (SPEC.md section 4).
import type { LoginRequest, TokenResponse } from '@hall/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export function login(body: LoginRequest): Promise<Partial<TokenResponse> | null> {
  return apiPost<Partial<TokenResponse> | null>('/v2/app/auth/login', body);
}

/** Refusals the login form shows under its fields rather than as a toast. */
export const LOGIN_FIELD_REASONS = ['login_failed', 'captcha_invalid'] as const;

/** Signs in, stores the token (empty string if none) and loads the user; a failure clears the token. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { quietReasons: LOGIN_FIELD_REASONS },
    mutationFn: async (credentials: LoginRequest) => {
      const result = await login(credentials);
      return startSession(queryClient, result?.token);
    },
  });
}
