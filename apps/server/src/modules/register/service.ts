// Registration (SPEC.md section 4): an e-mail code proves the address, then the player picks a user
// name and password, optionally under an agent's code. Sending a code never reveals whether the
// address is registered: a registered address gets a code too, and the last step refuses it.
import type { Locale } from '@hall/contracts/locale';
import type { RegisterUserRequest } from '@hall/contracts/register';
import type { Db } from '../../db/client';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { hashPassword } from '../../lib/passwords';
import type { Mailer } from '../mail/mailer';
import { consumeEmailCode, sendEmailCode } from '../verification/email-code';
import { parentForCode } from '../agent/members';
import { openAccount } from '../user/open-account';
import { startSession, type SessionPolicy } from '../session/service';

/** How long a verified address may take to finish step 2. */
const VERIFIED_TTL_SECONDS = 30 * 60;
const verifiedKey = (email: string) => `reg-verified:${email}`;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface RegisterDeps {
  /** Codes one client address may ask for per hour. */
  codesPerIpHour?: number;
  db: Db;
  store: EphemeralStore;
  mailer: Mailer;
  policy: SessionPolicy;
  onRegistered?: (userId: number) => void;
  /** AGENT_MAX_DEPTH: how many levels an agent tree may have. */
  agentMaxDepth?: number;
}

export function sendRegisterCode(deps: RegisterDeps, email: string, locale: Locale, ip: string) {
  const normalized = normalizeEmail(email);
  return sendEmailCode(deps.store, deps.mailer, {
    purpose: 'register',
    subject: normalized,
    email: normalized,
    locale,
    ip,
    perIpHourly: deps.codesPerIpHour,
  });
}

export async function verifyRegisterCode(deps: RegisterDeps, email: string, code: string) {
  const normalized = normalizeEmail(email);
  await consumeEmailCode(deps.store, 'register', normalized, code);
  await deps.store.put(verifiedKey(normalized), '1', VERIFIED_TTL_SECONDS);
}

export async function registerUser(
  deps: RegisterDeps,
  input: RegisterUserRequest,
  meta: { locale: Locale; ip: string; userAgent?: string | undefined },
) {
  const email = normalizeEmail(input.email);
  if (!(await deps.store.get(verifiedKey(email))))
    throw new AppError(400, 'email_not_verified', 'auth.email_not_verified');
  let parentId: number | null = null;
  if (input.agentCode) parentId = await parentForCode(deps.db, input.agentCode, deps.agentMaxDepth ?? 5);
  const passwordHash = await hashPassword(input.password);
  try {
    const result = await inTransaction(deps.db, async (tx) => {
      const user = await openAccount(tx, {
        account: input.account,
        email,
        passwordHash,
        parentId,
        locale: meta.locale,
        lastLoginAt: new Date(),
        // The request schema lets the call through only with the box ticked (ageConfirmed: true), and
        // the address was verified only with the terms accepted (RegisterValidRequest.acceptTerms).
        ageConfirmedAt: new Date(),
        termsAcceptedAt: new Date(),
      });
      const session = await startSession(tx, user.id, deps.policy, { ip: meta.ip, userAgent: meta.userAgent });
      return { userId: user.id, token: session.token };
    });
    await deps.store.delete(verifiedKey(email));
    deps.onRegistered?.(result.userId);
    return { token: result.token };
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the clear error.
    if (pgErrorCode(error) === '23505') {
      const detail = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error);
      throw detail.includes('email')
        ? new AppError(409, 'email_taken', 'auth.email_taken')
        : new AppError(409, 'account_taken', 'auth.account_taken');
    }
    throw error;
  }
}
