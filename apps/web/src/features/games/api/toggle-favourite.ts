// POST /v2/app/game/favorite/add and /remove: the star on a game. The catalogue shows the new state at
// once and goes back if the server refuses.
import type { Game } from '@hall/contracts/game';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesQuery } from './get-games';
import { apiPost } from '../../../lib/api-client';

export interface FavouriteChange {
  gameId: string;
  favourite: boolean;
}

export function setFavourite({ gameId, favourite }: FavouriteChange): Promise<unknown> {
  return apiPost(favourite ? '/v2/app/game/favorite/add' : '/v2/app/game/favorite/remove', { gameId });
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const mark = (gameId: string, favourite: boolean) =>
    queryClient.setQueryData<Game[]>(gamesQuery.queryKey, (games) =>
      games?.map((game) => (game.id === gameId ? { ...game, favourite } : game)),
    );
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async ({ gameId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: gamesQuery.queryKey });
      mark(gameId, favourite);
    },
    onError: (_error, { gameId, favourite }) => mark(gameId, !favourite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesQuery.queryKey }),
  });
}
