// POST /v2/app/game/spin: the server draws the game and moves the coins in one transaction, and answers
// with the round (where the reels stop) and the new balance. The request key makes a retried spin
// return the same round instead of playing twice.
import type { SpinRequest, SpinResponse } from '@hall/contracts/game';
import type { RealityAnswer } from '@hall/contracts/protection';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { PROTECTION_REASONS } from '../../../components/protection-refusal';
import { ApiError, apiPost } from '../../../lib/api-client';

export type SpinResult = z.infer<typeof SpinResponse>;

export function spin(body: SpinRequest): Promise<SpinResult> {
  return apiPost<SpinResult>('/v2/app/game/spin', body);
}

export function useSpin() {
  // A reality check is shown by the machine as its own dialog, and a limit, break or exclusion as a
  // refusal beside the reels with the way to the safer play tools: not as a passing toast.
  return useMutation({ mutationFn: spin, meta: { quietReasons: ['reality_check', ...PROTECTION_REASONS] } });
}

/** A reality check fell due: the session's minutes and net result, and the server's sentence. */
export interface RealityCheck {
  minutes: number;
  net: bigint;
  message: string;
}

export function realityCheckOf(error: unknown): RealityCheck | null {
  if (!(error instanceof ApiError) || error.reason !== 'reality_check') return null;
  const data = error.data as { sessionMinutes?: number; sessionNet?: string };
  return { minutes: data.sessionMinutes ?? 0, net: BigInt(data.sessionNet ?? '0'), message: error.message };
}

/**
 * POST /v2/app/protection/reality-check: go on playing, or stop (the play session ends with its time
 * and net result, and play pauses until `pausedUntil`).
 */
export function answerRealityCheck(action: 'continue' | 'stop') {
  return apiPost<RealityAnswer>('/v2/app/protection/reality-check', { action });
}

/** The server refused the spin because the wallet holds less than the bet. */
export function isShortOfCoins(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'insufficient_funds';
}
