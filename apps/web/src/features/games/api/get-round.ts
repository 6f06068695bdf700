// POST /v2/app/game/round/get: one of the player's rounds, with its server seed once revealed.
import type { Round } from '@hall/contracts/game';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const roundKeys = {
  all: ['rounds'] as const,
  detail: (roundSn: string) => [...roundKeys.all, roundSn] as const,
};

export function getRound(roundSn: string, signal?: AbortSignal): Promise<Round> {
  return apiPost<Round>('/v2/app/game/round/get', { roundSn }, { signal });
}

export const roundQuery = (roundSn: string) =>
  queryOptions({
    queryKey: roundKeys.detail(roundSn),
    queryFn: ({ signal }) => getRound(roundSn, signal),
    staleTime: 0,
  });

export function useRound(roundSn: string | null) {
  return useQuery({ ...roundQuery(roundSn ?? ''), enabled: Boolean(roundSn) });
}
