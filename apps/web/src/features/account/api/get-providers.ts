// POST /v2/app/auth/providers: whether the captcha is on and which third-party sign-ins are
// configured; their buttons and the captcha field show only then.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '@hall/contracts/auth';
import { apiPost } from '../../../lib/api-client';

export const providerKeys = {
  all: ['auth', 'providers'] as const,
};

export function getProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return apiPost<AuthProvidersResponse>('/v2/app/auth/providers', {}, { signal });
}

export const providersQueryOptions = queryOptions({
  queryKey: providerKeys.all,
  queryFn: ({ signal }) => getProviders(signal),
  // Configuration changes with a deployment, not during a visit.
  staleTime: Infinity,
  // Without an answer the form still works (no captcha field, no third-party buttons); the login
  // call itself reports any trouble, so this one stays quiet.
  meta: { silent: true },
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}
