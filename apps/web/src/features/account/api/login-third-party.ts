// POST /v2/app/auth/login3: a Google ID token or a Line authorization code (exchanged by the server)
// for a session token, under the agent code the visitor arrived with.
import type { ThirdPartyLoginRequest, TokenResponse } from '@hall/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export function loginThirdParty(body: ThirdPartyLoginRequest): Promise<Partial<TokenResponse> | null> {
  return apiPost<Partial<TokenResponse> | null>('/v2/app/auth/login3', body);
}

export function useThirdPartyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ThirdPartyLoginRequest) => {
      const result = await loginThirdParty(body);
      return startSession(queryClient, result?.token);
    },
  });
}
