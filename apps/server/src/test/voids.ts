// Voiding a round through the back office, as an operator does on the Rounds page.
import { expect } from 'vitest';
import type { App } from '../app';
import { post } from './app';

export const VOID_REASON = 'Reels stopped on a line the paytable does not pay';

/** Voids the round as this operator (admin or finance) and returns what the void moved. */
export async function voidRoundAs(app: App, headers: Record<string, string>, roundSn: string) {
  const res = await post(app, '/v2/admin/game/round/void', { roundSn, reason: VOID_REASON }, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.voided as { refunded: string; recovered: string; unrecovered: string };
}
