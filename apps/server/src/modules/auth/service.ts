// Sign-in, sign-out, password recovery and password changes. An unknown account and a wrong
// password answer alike (same message, a real argon2 verification either way), and failures are
// limited per account and per client address, each try reserved before its password is verified.
import type { Locale } from '@hall/contracts/locale';
import type { FundPasswordUpdateRequest } from '@hall/contracts/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { clearLimit, consume, recordFailure, release, reserve, reserveQueued, type Limit } from '../../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import { checkCaptcha } from '../captcha/service';
import { consumeEmailCode, sendEmailCode } from '../verification/email-code';
import { findUserByAccountOrEmail, findUserById, updateUser } from '../user/service';
import { revokeSession, revokeUserSessions, startSession, type SessionPolicy } from '../session/service';

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
/** Failures per account, keyed by the account found so its name and its e-mail share one lock. */
const accountLimit = (userId: number): Limit => ({ key: `login-fail:user:${userId}`, max: 5, windowSeconds: WINDOW });
/** An unknown name gets the same allowance, so its answers cannot tell it apart from a real one. */
const unknownLimit = (account: string): Limit => ({
  key: `login-fail:name:${account.trim().toLowerCase()}`,
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
  await checkCaptcha(deps.store, deps.captcha, input.uuid, input.qrcode);

  // Tries are reserved before the password is verified and kept when it is wrong, so parallel
  // tries can never verify more passwords than the limits allow.
  await reserve(deps.store, ipLimit(meta.ip));
  const user = await findUserByAccountOrEmail(deps.db, input.account);
  const account = user ? accountLimit(user.id) : unknownLimit(input.account);
  try {
    await reserve(deps.store, account);
  } catch (err) {
    // Not verified, so not a failure of this address.
    await release(deps.store, ipLimit(meta.ip));
    throw err;
  }
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !valid) throw new AppError(400, 'login_failed', 'auth.login_failed');
  await release(deps.store, ipLimit(meta.ip));
  if (user.status !== 'active') {
    await release(deps.store, account);
    if (user.status === 'closed') throw new AppError(403, 'account_closed', 'auth.account_closed');
    throw new AppError(403, 'account_frozen', 'auth.account_frozen');
  }
  await clearLimit(deps.store, account);
  const session = await startSession(deps.db, user.id, deps.policy, { ip: meta.ip, userAgent: meta.userAgent });
  await updateUser(deps.db, user.id, { lastLoginAt: new Date() });
  return { token: session.token };
}

export async function logout(deps: AuthDeps, sessionId: number) {
  await revokeSession(deps.db, sessionId, new Date());
}

/** The reset code's subject: the account as typed at find-password, in any case. */
export const resetSubject = (account: string) => `acct:${account.trim().toLowerCase()}`;

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
    // Only to a confirmed address: one an agent typed for a member may be a stranger's.
    email: user && user.status === 'active' && user.emailVerifiedAt ? user.email : null,
    locale: (user?.locale as Locale | null) ?? meta.locale,
    ip: meta.ip,
    perIpHourly: deps.codesPerIpHour,
  });
}

/** Tries at find-password step 2 from one client, whatever the account: codes are not to be guessed. */
const resetLimit = (ip: string): Limit => ({ key: `reset-try:ip:${ip}`, max: 20, windowSeconds: WINDOW });

/**
 * Refuses a new password, sign-in or fund, that is the player's other one: the fund password guards
 * withdrawals from someone who has the sign-in password, so the two are never the same. The other is
 * stored hashed, so the new one is verified against it. The answer tells whether a guess is the other
 * password, so such refusals are limited like wrong passwords: the try is reserved before the hash is
 * verified and kept when it matches.
 */
async function refuseOtherPassword(
  store: EphemeralStore,
  user: { id: number },
  other: string | null,
  candidate: string,
  message: 'auth.fund_password_same_as_password' | 'auth.password_same_as_fund_password',
) {
  if (!other) return;
  const limit = changeLimit(user.id, 'same-password');
  await reserve(store, limit);
  if (await verifyPassword(other, candidate)) throw new AppError(400, 'fund_password_same_as_password', message);
  await release(store, limit);
}

/** Find-password step 2: the e-mailed code sets a new password and ends every session. */
export async function resetPassword(
  deps: AuthDeps,
  input: { account: string; newPassword: string; qrcode: string },
  meta: Pick<ClientMeta, 'ip'>,
) {
  await consume(deps.store, resetLimit(meta.ip));
  const user = await findUserByAccountOrEmail(deps.db, input.account);
  // Only with the right code is the new password held against the fund password; refused, the code
  // stays for a better choice.
  await consumeEmailCode(deps.store, 'reset', resetSubject(input.account), input.qrcode, async () => {
    if (user)
      await refuseOtherPassword(
        deps.store,
        user,
        user.fundPasswordHash,
        input.newPassword,
        'auth.password_same_as_fund_password',
      );
  });
  if (!user) throw new AppError(400, 'code_invalid', 'auth.code_invalid');
  await updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(input.newPassword),
    passwordChangeRequired: false,
  });
  await revokeUserSessions(deps.db, user.id, new Date());
  await clearLimit(deps.store, accountLimit(user.id));
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
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw AppError.notSignedIn();
  await reserve(deps.store, limit);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError(400, 'old_password_wrong', 'auth.old_password_wrong');
  }
  await clearLimit(deps.store, limit);
  await refuseOtherPassword(
    deps.store,
    user,
    user.fundPasswordHash,
    input.newPassword,
    'auth.password_same_as_fund_password',
  );
  await updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(input.newPassword),
    passwordChangeRequired: false,
  });
  await revokeUserSessions(deps.db, user.id, new Date(), auth.sessionId);
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
  const failures = changeLimit(user.id, 'fund-wrong');
  // Reserved before the check, so parallel withdrawals cannot try more than the limit allows; a
  // burst of withdrawals with the right password queues for the tries instead of being refused.
  await reserveQueued(store, limit, failures);
  if (!(await verifyPassword(user.fundPasswordHash, password))) {
    await recordFailure(store, failures);
    throw new AppError(400, 'fund_password_wrong', 'auth.fund_password_wrong');
  }
  // Only this check's own try is given back: clearing the count would also free the tries of
  // checks still running, letting more than the limit's worth of wrong answers be verified.
  await release(store, limit);
}

/**
 * Sets the fund password; replacing one needs the current fund password or an e-mailed code. It is
 * never the sign-in password (checked once the proof is in, so a refusal keeps a mailed code).
 */
export async function setFundPassword(deps: AuthDeps, userId: number, input: FundPasswordUpdateRequest) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  const notSignInPassword = () =>
    refuseOtherPassword(
      deps.store,
      user,
      user.passwordHash,
      input.newFundPassword,
      'auth.fund_password_same_as_password',
    );
  if (!user.fundPasswordHash) {
    await notSignInPassword();
  } else if (input.oldFundPassword) {
    await verifyFundPassword(deps.store, user, input.oldFundPassword);
    await notSignInPassword();
  } else if (input.code) {
    await consumeEmailCode(deps.store, 'fund', String(userId), input.code, notSignInPassword);
  } else {
    throw new AppError(400, 'fund_password_proof', 'auth.fund_password_proof');
  }
  await updateUser(deps.db, userId, { fundPasswordHash: await hashPassword(input.newFundPassword) });
}
