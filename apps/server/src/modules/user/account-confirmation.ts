// The confirmation form of an account opened through Google, Line or by an agent: the date of birth,
// the country where the profile has none, and the terms. It is held to the same rules as the profile:
// a locked date is not changed, a country is not changed while its age is not reached, and a date
// under the country's age is recorded (and then refused) rather than turned away, so trying another
// year does not work.
import type { AccountConfirmRequest } from '@hall/contracts/user';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findCountry } from '../country/service';
import { isUnderAgeIn, minimumAgeFor } from '../../lib/minimum-age';
import { identityChecks } from './identity-checks';
import { assertCountryMayChange, birthDateChanges } from './birth-date';
import { lockUser, updateUser } from './repo';
import { getUserInfo } from './service';

export async function confirmAccount(db: Db, userId: number, input: AccountConfirmRequest, now = new Date()) {
  if (input.countryCode && !(await findCountry(db, input.countryCode)))
    throw new AppError(400, 'country_unknown', 'user.country_unknown');
  const { underAge, countryCode } = await inTransaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw AppError.notSignedIn();
    const countryCode = input.countryCode ?? user.countryCode;
    if (!countryCode) throw new AppError(400, 'country_required', 'user.country_required');
    assertCountryMayChange(user, countryCode, now);
    const birthDate = input.birthDate.trim();
    birthDateChanges(user, birthDate, now);
    const underAge = isUnderAgeIn(birthDate, countryCode, now);
    await updateUser(tx, userId, {
      birthDate,
      countryCode,
      termsAcceptedAt: now,
      // Confirmed only when the date says so; one under age stays refused by the date anyway.
      ...(underAge ? {} : { ageConfirmedAt: now }),
    });
    return { underAge, countryCode };
  });
  // The date completes a name given earlier: a self-excluded player's name and date are flagged.
  await identityChecks().flagNameAndBirth(db, userId);
  if (underAge) throw new AppError(403, 'under_age', 'protection.under_age', { age: minimumAgeFor(countryCode) });
  return getUserInfo(db, userId);
}
