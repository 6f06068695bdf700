// POST /v2/app/game/machines: every machine on the floor with today's data counters. The counters move
// with every game anyone plays, so the hall refreshes them while it is open.
import type { Machine } from '@hall/contracts/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const machineKeys = {
  all: ['game', 'machines'] as const,
};

export function getMachines(signal?: AbortSignal): Promise<Machine[]> {
  return apiPost<Machine[]>('/v2/app/game/machines', {}, { signal });
}

export const machinesQuery = queryOptions({
  queryKey: machineKeys.all,
  queryFn: ({ signal }) => getMachines(signal),
  staleTime: 15_000,
  refetchInterval: 60_000,
});

export function useMachines() {
  return useQuery(machinesQuery);
}
