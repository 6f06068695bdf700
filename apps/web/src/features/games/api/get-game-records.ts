// POST /v2/app/record/game/record/query and /count: the player's game rounds in a period (one page at
// a time) and the totals over the whole filter. Both share the filter, so both refresh together.
import type { GameRecordCount, GameRecordQuery, GameRecordResponse } from '@hall/contracts/game';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export type GameRecords = z.infer<typeof GameRecordResponse>;
export type GameRecordTotals = z.infer<typeof GameRecordCount>;
export type GameRecordFilter = Omit<GameRecordQuery, 'page' | 'pageSize'>;

export const gameRecordKeys = {
  all: ['game-records'] as const,
  list: (body: GameRecordQuery) => [...gameRecordKeys.all, 'list', body] as const,
  count: (body: GameRecordFilter) => [...gameRecordKeys.all, 'count', body] as const,
};

export function getGameRecords(body: GameRecordQuery, signal?: AbortSignal): Promise<GameRecords> {
  return apiPost<GameRecords>('/v2/app/record/game/record/query', body, { signal });
}

export function getGameRecordCount(body: GameRecordFilter, signal?: AbortSignal): Promise<GameRecordTotals> {
  return apiPost<GameRecordTotals>('/v2/app/record/game/record/count', body, { signal });
}

export const gameRecordsQuery = (body: GameRecordQuery) =>
  queryOptions({
    queryKey: gameRecordKeys.list(body),
    queryFn: ({ signal }) => getGameRecords(body, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const gameRecordCountQuery = (body: GameRecordFilter) =>
  queryOptions({
    queryKey: gameRecordKeys.count(body),
    queryFn: ({ signal }) => getGameRecordCount(body, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useGameRecords(body: GameRecordQuery, enabled = true) {
  return useQuery({ ...gameRecordsQuery(body), enabled });
}

export function useGameRecordCount(body: GameRecordFilter, enabled = true) {
  return useQuery({ ...gameRecordCountQuery(body), enabled });
}
