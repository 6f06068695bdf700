// POST /v2/app/game/machines/recent: the machines this player played last (from their own rounds),
// the most recent first, so the hall can put them first. Refreshed after each game.
import type { RecentMachines } from '@hall/contracts/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function getRecentMachines(signal?: AbortSignal): Promise<RecentMachines> {
  return apiPost<RecentMachines>('/v2/app/game/machines/recent', {}, { signal });
}

export const recentMachinesQuery = queryOptions({
  queryKey: ['game', 'machines', 'recent'] as const,
  queryFn: ({ signal }) => getRecentMachines(signal),
  staleTime: 30_000,
});

export function useRecentMachines() {
  return useQuery(recentMachinesQuery);
}
