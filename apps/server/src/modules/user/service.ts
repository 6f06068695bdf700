// The player's own profile as the web app sees it: no hashes, the id number masked.
import type { UserInfo, UserUpdateRequest } from '@hall/contracts/user';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findCountry } from '../country/service';
import { confirmationRequired } from '../../lib/account-confirmation';
import { assertCountryMayChange, birthDateChanges, birthDateLocked } from './birth-date';
import { findUserById, lockUser, setIdNumberOnce, updateUser } from './repo';
import { identityChecks } from './identity-checks';

// Other modules reach this module's tables through these, never through its repository.
export {
  emailHolder,
  findUserByAccountOrEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  lockRealName,
  lockUser,
  updateUser,
} from './repo';

export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return '*'.repeat(value.length);
  return '*'.repeat(value.length - visible) + value.slice(-visible);
}

export async function getUserInfo(db: Executor, userId: number): Promise<UserInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.notSignedIn();
  return {
    id: user.id,
    account: user.account,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    nickname: user.nickname,
    firstName: user.firstName,
    lastName: user.lastName,
    pinyinName: user.pinyinName,
    phone: user.phone,
    countryCode: user.countryCode,
    idNumberMasked: user.idNumber ? maskTail(user.idNumber) : null,
    locale: user.locale,
    status: user.status,
    hasFundPassword: user.fundPasswordHash !== null,
    passwordChangeRequired: user.passwordChangeRequired,
    birthDate: user.birthDate,
    birthDateLocked: birthDateLocked(user),
    confirmationRequired: confirmationRequired(user),
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

/** Names compare as the holder rule does: width-folded (NFKC), trimmed, regardless of case. */
export const sameName = (a: string | null | undefined, b: string | null | undefined) => foldName(a) === foldName(b);
const foldName = (name: string | null | undefined) => (name ?? '').normalize('NFKC').trim().toLowerCase();

const REAL_NAME_FIELDS = ['firstName', 'lastName'] as const;

export async function updateProfile(db: Db, userId: number, input: UserUpdateRequest) {
  // Only the fields sent are changed; an empty string clears an optional field.
  const values: Record<string, string | null> = Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v === '' ? null : v]),
  );
  if (input.countryCode) {
    if (!(await findCountry(db, input.countryCode))) throw new AppError(400, 'country_unknown', 'user.country_unknown');
  }
  await inTransaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw AppError.notSignedIn();
    // Once a card is bound or the identity approved, cards and withdrawals rely on the real name
    // (SPEC.md section 5): it may still be filled in where empty, never changed or cleared here.
    if (user.realNameLockedAt) {
      for (const field of REAL_NAME_FIELDS) {
        if (!(field in values)) continue;
        if (user[field] && !sameName(user[field], values[field])) {
          throw new AppError(409, 'real_name_locked', 'user.real_name_locked');
        }
        if (user[field]) delete values[field];
      }
    }
    if ('countryCode' in values) assertCountryMayChange(user, values.countryCode ?? null);
    if ('birthDate' in values && !birthDateChanges(user, values.birthDate ?? null)) delete values.birthDate;
    if (Object.keys(values).length > 0) await updateUser(tx, userId, values);
  });
  // A real name and date of birth, or a phone number, that are a self-excluded player's are flagged for operators.
  await identityChecks().flagNameAndBirth(db, userId);
  await identityChecks().flagPhone(db, userId);
  return getUserInfo(db, userId);
}

/** The id number is set once; later changes go through customer service with KYC. */
export async function setIdNumber(db: Executor, userId: number, idNumber: string) {
  // A self-excluded player's ID number does not open a second account.
  await identityChecks().assertIdNumberNotExcluded(db, userId, idNumber);
  if (!(await setIdNumberOnce(db, userId, idNumber))) throw new AppError(409, 'id_number_set', 'user.id_number_set');
  return getUserInfo(db, userId);
}
