// POST /v2/app/marketing/consent and /consent/set: whether the player wants marketing letters (off until
// they turn it on). The change answers the new state, which replaces the cached one.
import type { MarketingConsent, MarketingConsentRequest } from '@hall/contracts/marketing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const marketingKeys = {
  consent: ['user', 'marketing', 'consent'] as const,
};

export function getMarketingConsent(signal?: AbortSignal): Promise<MarketingConsent> {
  return apiPost<MarketingConsent>('/v2/app/marketing/consent', {}, { signal });
}

export function setMarketingConsent(body: MarketingConsentRequest): Promise<MarketingConsent> {
  return apiPost<MarketingConsent>('/v2/app/marketing/consent/set', body);
}

export const marketingConsentQueryOptions = queryOptions({
  queryKey: marketingKeys.consent,
  queryFn: ({ signal }) => getMarketingConsent(signal),
});

export const useMarketingConsent = () => useQuery(marketingConsentQueryOptions);

export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMarketingConsent,
    onSuccess: (consent) => queryClient.setQueryData(marketingKeys.consent, consent),
  });
}
