// POST /v2/app/banner/query: the live home banners, in order.
import type { Banner } from '@hall/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const bannerKeys = {
  all: ['content', 'banners'] as const,
};

export const bannersQuery = queryOptions({
  queryKey: bannerKeys.all,
  queryFn: ({ signal }) => apiPost<Banner[]>('/v2/app/banner/query', {}, { signal }),
  staleTime: 5 * 60_000,
  // The lobby works without its banners: no toast when they cannot be fetched.
  meta: { silent: true },
});

export function useBanners() {
  return useQuery(bannersQuery);
}
