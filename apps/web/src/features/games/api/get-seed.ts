// POST /v2/app/game/seed/get: the live seed pair (the server seed's SHA-256, the client seed and the
// next nonce). The nonce moves with every spin, so the cache is refreshed after each one.
import type { SeedInfo } from '@hall/contracts/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export const seedKeys = {
  all: ['game', 'seed'] as const,
};

export type Seeds = z.infer<typeof SeedInfo>;

export function getSeed(signal?: AbortSignal): Promise<Seeds> {
  return apiPost<Seeds>('/v2/app/game/seed/get', {}, { signal });
}

export const seedQuery = queryOptions({
  queryKey: seedKeys.all,
  queryFn: ({ signal }) => getSeed(signal),
  staleTime: 0,
});

export function useSeed(enabled = true) {
  return useQuery({ ...seedQuery, enabled });
}
