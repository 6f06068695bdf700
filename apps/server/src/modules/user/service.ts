// The player's own profile as the web app sees it: no hashes, the id number masked.
import { and, eq, isNull } from 'drizzle-orm';
import type { UserInfo, UserUpdateRequest } from '@hall/contracts/user';
import type { Executor } from '../../db/client';
import { countries, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { findUserById, updateUser } from './repo';

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
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export async function updateProfile(db: Executor, userId: number, input: UserUpdateRequest) {
  // Only the fields sent are changed; an empty string clears an optional field.
  const values = Object.fromEntries(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v === '' ? null : v]),
  );
  if (input.countryCode) {
    const [country] = await db.select().from(countries).where(eq(countries.code, input.countryCode));
    if (!country) throw new AppError(400, 'country_unknown', 'user.country_unknown');
  }
  if (Object.keys(values).length > 0) await updateUser(db, userId, values);
  return getUserInfo(db, userId);
}

/** The id number is set once; later changes go through customer service with KYC. */
export async function setIdNumber(db: Executor, userId: number, idNumber: string) {
  const [row] = await db
    .update(users)
    .set({ idNumber })
    .where(and(eq(users.id, userId), isNull(users.idNumber)))
    .returning({ id: users.id });
  if (!row) throw new AppError(409, 'id_number_set', 'user.id_number_set');
  return getUserInfo(db, userId);
}
