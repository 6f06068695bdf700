// The game catalogue (POST /v2/app/game/query/pop/new): names in the interface language and the
// player's favourites. Shared by the game hall and the game records, which filter by game.
import type { Game } from '@hall/contracts/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const gameKeys = {
  all: ['game', 'games'] as const,
};

export function getGames(signal?: AbortSignal): Promise<Game[]> {
  return apiPost<Game[]>('/v2/app/game/query/pop/new', {}, { signal });
}

export const gamesQuery = queryOptions({
  queryKey: gameKeys.all,
  queryFn: ({ signal }) => getGames(signal),
  staleTime: 60_000,
});

export function useGames() {
  return useQuery(gamesQuery);
}
