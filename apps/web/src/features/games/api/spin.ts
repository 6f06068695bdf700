// POST /v2/app/game/spin: the server draws the game and moves the coins in one transaction, and answers
// with the round (where the reels stop) and the new balance. The request key makes a retried spin
// return the same round instead of playing twice.
import type { SpinRequest, SpinResponse } from '@hall/contracts/game';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiPost } from '../../../lib/api-client';

export type SpinResult = z.infer<typeof SpinResponse>;

export function spin(body: SpinRequest): Promise<SpinResult> {
  return apiPost<SpinResult>('/v2/app/game/spin', body);
}

export function useSpin() {
  return useMutation({ mutationFn: spin });
}

/** The server refused the spin because the wallet holds less than the bet. */
export function isShortOfCoins(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'insufficient_funds';
}
