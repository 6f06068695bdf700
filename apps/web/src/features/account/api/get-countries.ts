// POST /v2/app/country: countries and regions with dialing codes, for the registration and profile
// forms. Names come in the language of the request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, CountryQuery } from '@hall/contracts/country';
import { apiPost } from '../../../lib/api-client';

export const countryKeys = {
  all: ['countries'] as const,
  list: (keyword: string) => [...countryKeys.all, keyword] as const,
};

export function getCountries(query: CountryQuery = {}, signal?: AbortSignal): Promise<Country[]> {
  return apiPost<Country[]>('/v2/app/country', query, { signal });
}

export function countriesQueryOptions(query: CountryQuery = {}) {
  const keyword = query.keyword?.trim() ?? '';
  return queryOptions({
    queryKey: countryKeys.list(keyword),
    queryFn: ({ signal }) => getCountries(keyword ? { keyword } : {}, signal),
    // The list changes with a release, not during a visit.
    staleTime: Infinity,
  });
}

export function useCountries(query: CountryQuery = {}) {
  return useQuery(countriesQueryOptions(query));
}
