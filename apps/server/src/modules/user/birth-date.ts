// The player's date of birth, given on the profile or at identity verification. Like the real name,
// it is fixed once the real name is locked (a card bound or the identity approved): it may still be
// filled in where empty, never changed or cleared by the player; support corrects it.
//
// A date that makes the player under MINIMUM_AGE is accepted and recorded rather than refused: the
// refusal of deposits, play and bonuses then rests on what the player said, and the date is fixed
// too (only support changes it), so trying dates until one passes does not work. Refusing it at entry
// would leave nothing recorded and let the next attempt simply give another year.
import type { Executor } from '../../db/client';
import type { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUnderAge } from '../protection/age';
import { lockUser, updateUser } from './repo';

type UserRow = Pick<typeof users.$inferSelect, 'birthDate' | 'realNameLockedAt'>;

/** Whether the player can no longer change the date themself. */
export function birthDateLocked(user: UserRow, now = new Date()): boolean {
  return user.birthDate !== null && (user.realNameLockedAt !== null || isUnderAge(user.birthDate, now));
}

/**
 * Whether `wanted` (null: cleared) changes the stored date; refuses a change of a locked one. The same
 * date again is no change, so a form that sends every field still saves.
 */
export function birthDateChanges(user: UserRow, wanted: string | null, now = new Date()): boolean {
  if (wanted === user.birthDate) return false;
  if (birthDateLocked(user, now)) throw new AppError(409, 'birth_date_locked', 'user.birth_date_locked');
  return true;
}

/** Records the date given at identity verification, under the player's row lock. */
export async function recordBirthDate(tx: Executor, userId: number, birthDate: string) {
  const user = await lockUser(tx, userId);
  if (!user) throw AppError.notSignedIn();
  if (birthDateChanges(user, birthDate)) await updateUser(tx, userId, { birthDate });
}
