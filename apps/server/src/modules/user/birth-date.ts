// The player's date of birth, given on the profile or at identity verification. Like the real name,
// it is fixed once the real name is locked (a card bound or the identity approved): it may still be
// filled in where empty, never changed or cleared by the player; support corrects it.
//
// A date that makes the player under their country's minimum age is accepted and recorded rather than refused: the
// refusal of deposits, play and bonuses then rests on what the player said, and the date is fixed
// too (only support changes it), so trying dates until one passes does not work. Refusing it at entry
// would leave nothing recorded and let the next attempt simply give another year.
import type { Executor } from '../../db/client';
import type { users } from '../../db/schema/user';
import { AppError } from '../../lib/app-error';
import { isUnderAgeIn } from '../../lib/minimum-age';
import { lockUser, updateUser } from './repo';

type UserRow = Pick<typeof users.$inferSelect, 'birthDate' | 'realNameLockedAt' | 'countryCode'>;

/** Whether the player can no longer change the date themself. */
export function birthDateLocked(user: UserRow, now = new Date()): boolean {
  return (
    user.birthDate !== null && (user.realNameLockedAt !== null || isUnderAgeIn(user.birthDate, user.countryCode, now))
  );
}

/**
 * Refuses a change of country while the recorded date makes the player under their country's age:
 * otherwise moving to a country with a lower age would reopen deposits and play. Another country
 * where the player is under age too is no way out either, so the country is fixed (support corrects).
 */
export function assertCountryMayChange(user: UserRow, wanted: string | null, now = new Date()) {
  if (wanted === user.countryCode) return;
  if (isUnderAgeIn(user.birthDate, user.countryCode, now))
    throw new AppError(409, 'country_locked', 'user.country_locked');
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
