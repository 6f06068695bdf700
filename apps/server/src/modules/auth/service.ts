// Sign-in, sign-out, password recovery and password changes. An unknown account and a wrong
// password answer alike (same message, a real argon2 verification either way), and failures are
// limited per account and per client address.
import type { Locale } from '@hall/contracts/locale';
import type { FundPasswordUpdateRequest } from '@hall/contracts/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { clearLimit, consume, guard, recordFailure, type Limit } from '../../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import { checkCaptcha } from '../captcha/service';
import { consumeEmailCode, sendEmailCode } from '../verification/email-code';
import { findUserByAccountOrEmail, findUserById, updateUser } from '../user/repo';
import { revokeSession, revokeUserSessions } from '../session/repo';
import { startSession, type SessionPolicy } from '../session/service';

export interface AuthDeps {
  /** Codes one client address may ask for per hour. */
  codesPerIpHour?: number;
  db: Db;
  store: EphemeralStore;
  mailer: Mailer;
  policy: SessionPolicy;
  captcha: boolean;
}

export interface ClientMeta {
  ip: string;
  userAgent?: string | undefined;
  locale: Locale;
}

const WINDOW = 15 * 60;
const accountLimit = (account: string): Limit => ({
  key: `login-fail:acct:${account.trim().toLowerCase()}`,
  max: 5,
  windowSeconds: WINDOW,
});
const ipLimit = (ip: string): Limit => ({ key: `login-fail:ip:${ip}`, max: 20, windowSeconds: WINDOW });
const attemptLimit = (ip: string): Limit => ({ key: `login-try:ip:${ip}`, max: 60, windowSeconds: WINDOW });

export async function login(
  deps: AuthDeps,
  input: { account: string; password: string; uuid: string; qrcode: string },
  meta: ClientMeta,
) {
  await consume(deps.store, attemptLimit(meta.ip));
  await guard(deps.store, ipLimit(meta.ip));
  await guard(deps.store, accountLimit(input.account));
  await checkCaptcha(deps.store, deps.captcha, input.uuid, input.qrcode);

  const user = await findUserByAccountOrEmail(deps.db, input.account);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !valid) {
    await recordFailure(deps.store, accountLimit(input.account));
    await recordFailure(deps.store, ipLimit(meta.ip));
    throw new AppError(400, 'login_failed', 'auth.login_failed');
  }
  if (user.status !== 'active') throw new AppError(403, 'account_frozen', 'auth.account_frozen');
  await clearLimit(deps.store, accountLimit(input.account));
  const session = await startSession(deps.db, user.id, deps.policy, { ip: meta.ip, userAgent: meta.userAgent });
  await updateUser(deps.db, user.id, { lastLoginAt: new Date() });
  return { token: session.token };
}

export async function logout(deps: AuthDeps, sessionId: number) {
  await revokeSession(deps.db, sessionId, new Date());
}

const resetSubject = (account: string) => `acct:${account.trim().toLowerCase()}`;

/** Find-password step 1. Answers the same whether or not the account exists. */
export async function sendResetCode(
  deps: AuthDeps,
  input: { account: string; qrcode: string; uuid: string },
  meta: ClientMeta,
) {
  await checkCaptcha(deps.store, deps.captcha, input.uuid, input.qrcode);
  const user = await findUserByAccountOrEmail(deps.db, input.account);
  return sendEmailCode(deps.store, deps.mailer, {
    purpose: 'reset',
    subject: resetSubject(input.account),
    email: user && user.status === 'active' ? user.email : null,
    locale: (user?.locale as Locale | null) ?? meta.locale,
    ip: meta.ip,
    perIpHourly: deps.codesPerIpHour,
  });
}

/** Find-password step 2: the e-mailed code sets a new password and ends every session. */
export async function resetPassword(deps: AuthDeps, input: { account: string; newPassword: string; qrcode: string }) {
  await consumeEmailCode(deps.store, 'reset', resetSubject(input.account), input.qrcode);
  const user = await findUserByAccountOrEmail(deps.db, input.account);
  if (!user) throw new AppError(400, 'code_invalid', 'auth.code_invalid');
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await revokeUserSessions(deps.db, user.id, new Date());
  await clearLimit(deps.store, accountLimit(input.account));
}

const changeLimit = (userId: number, what: string): Limit => ({
  key: `${what}-fail:${userId}`,
  max: 5,
  windowSeconds: WINDOW,
});

/** A signed-in password change; every other session of the player ends. */
export async function changePassword(
  deps: AuthDeps,
  auth: { userId: number; sessionId: number },
  input: { oldPassword: string; newPassword: string },
) {
  const limit = changeLimit(auth.userId, 'password');
  await guard(deps.store, limit);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw AppError.notSignedIn();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await recordFailure(deps.store, limit);
    throw new AppError(400, 'old_password_wrong', 'auth.old_password_wrong');
  }
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await revokeUserSessions(deps.db, user.id, new Date(), auth.sessionId);
  await clearLimit(deps.store, limit);
}

export async function sendFundPasswordCode(deps: AuthDeps, userId: number, meta: ClientMeta) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  return sendEmailCode(deps.store, deps.mailer, {
    purpose: 'fund',
    subject: String(user.id),
    email: user.email,
    locale: (user.locale as Locale | null) ?? meta.locale,
    ip: meta.ip,
    perIpHourly: deps.codesPerIpHour,
  });
}

/** Checks a fund password before money leaves (withdrawals, transfers), with the same failure limit. */
export async function verifyFundPassword(
  store: EphemeralStore,
  user: { id: number; fundPasswordHash: string | null },
  password: string,
) {
  if (!user.fundPasswordHash) throw new AppError(400, 'fund_password_unset', 'draw.fund_password_unset');
  const limit = changeLimit(user.id, 'fund');
  await guard(store, limit);
  if (!(await verifyPassword(user.fundPasswordHash, password))) {
    await recordFailure(store, limit);
    throw new AppError(400, 'fund_password_wrong', 'auth.fund_password_wrong');
  }
  await clearLimit(store, limit);
}

/** Sets the fund password; replacing one needs the current fund password or an e-mailed code. */
export async function setFundPassword(deps: AuthDeps, userId: number, input: FundPasswordUpdateRequest) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  if (user.fundPasswordHash) {
    if (input.oldFundPassword) {
      await verifyFundPassword(deps.store, user, input.oldFundPassword);
    } else if (input.code) {
      await consumeEmailCode(deps.store, 'fund', String(userId), input.code);
    } else {
      throw new AppError(400, 'fund_password_proof', 'auth.fund_password_proof');
    }
  }
  await updateUser(deps.db, userId, { fundPasswordHash: await hashPassword(input.newFundPassword) });
}
