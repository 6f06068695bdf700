// A withdrawal refused because a bonus is being wagered: 409 `bonus_active`, the locked coins in
// data.bonus. Apart from the dialog that asks the player (components/bonus-forfeit-dialog.tsx), so
// that the withdrawal calls, which every signed-in page's live updates import, do not bring the
// dialog's code (and the kit's popup and animation code under it) with them.
import { ApiError } from './api-client';

export const BONUS_ACTIVE_REASON = 'bonus_active';

/** The locked bonus coins a refused withdrawal would give up, or null for any other error. */
export function bonusActiveOf(error: unknown): { bonus: string } | null {
  if (!(error instanceof ApiError) || error.reason !== BONUS_ACTIVE_REASON) return null;
  const bonus = (error.data as { bonus?: unknown } | null)?.bonus;
  return { bonus: typeof bonus === 'string' && /^\d+$/.test(bonus) ? bonus : '0' };
}
