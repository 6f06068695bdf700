// POST /v2/app/game/query/latest/new: the games by release, newest first, for the lobby's "new" row.
import type { Game } from '@hall/contracts/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const latestGameKeys = {
  all: ['game', 'latest'] as const,
};

export const latestGamesQuery = queryOptions({
  queryKey: latestGameKeys.all,
  queryFn: ({ signal }) => apiPost<Game[]>('/v2/app/game/query/latest/new', {}, { signal }),
  staleTime: 60_000,
});

export function useLatestGames() {
  return useQuery(latestGamesQuery);
}
