// POST /v2/app/game/seed/rotate: reveals the server seed of the live pair (so its rounds can be
// verified) and starts a new pair, with the client seed the player chose or a fresh one.
import type { RotateSeedResponse } from '@hall/contracts/game';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { roundKeys } from './get-round';
import { seedQuery } from './get-seed';

export type Rotation = z.infer<typeof RotateSeedResponse>;

export function rotateSeed(clientSeed?: string): Promise<Rotation> {
  return apiPost<Rotation>('/v2/app/game/seed/rotate', clientSeed ? { clientSeed } : {});
}

export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: (rotation) => {
      queryClient.setQueryData(seedQuery.queryKey, rotation.current);
      // Rounds of the old pair now carry their server seed.
      void queryClient.invalidateQueries({ queryKey: roundKeys.all });
    },
  });
}
