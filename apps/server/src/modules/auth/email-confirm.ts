// A signed-in player confirms an e-mail address as theirs with a mailed code: how an account an
// agent created (its address typed by the agent, unproven) gets an address of its own, or one
// whose address was claimed by its owner gets a new one. The proven address is claimed from any
// account that only held it unproven.
import type { Locale } from '@hall/contracts/locale';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { normalizeEmail } from '../register/service';
import { assertEmailNotExcluded } from '../protection/identity-match';
import { claimEmail } from '../user/email-claim';
import { emailHolder, findUserById, updateUser } from '../user/service';
import { consumeEmailCode, sendEmailCode } from '../verification/email-code';
import type { AuthDeps, ClientMeta } from './service';

/** The code is for this player and this address only. */
const subject = (userId: number, email: string) => `${userId}:${email}`;
const emailTaken = () => new AppError(409, 'email_taken', 'auth.email_taken');

export async function sendEmailConfirmCode(deps: AuthDeps, userId: number, email: string, meta: ClientMeta) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  const normalized = normalizeEmail(email);
  if (user.emailVerifiedAt && user.email === normalized)
    throw new AppError(409, 'email_confirmed', 'auth.email_already_confirmed');
  // Another account's confirmed address stays theirs: no code is sent for it.
  const holder = await emailHolder(deps.db, normalized);
  if (holder?.verified && holder.id !== userId) throw emailTaken();
  return sendEmailCode(deps.store, deps.mailer, {
    purpose: 'email',
    subject: subject(userId, normalized),
    email: normalized,
    locale: (user.locale as Locale | null) ?? meta.locale,
    ip: meta.ip,
    perIpHourly: deps.codesPerIpHour,
  });
}

export async function confirmEmail(deps: AuthDeps, userId: number, input: { email: string; code: string }) {
  const email = normalizeEmail(input.email);
  await consumeEmailCode(deps.store, 'email', subject(userId, email), input.code);
  // A self-excluded player's mailbox does not become another account's address (kept for operators).
  await assertEmailNotExcluded(deps.db, userId, email);
  try {
    await inTransaction(deps.db, async (tx) => {
      await claimEmail(tx, email, userId);
      await updateUser(tx, userId, { email, emailVerifiedAt: new Date() });
    });
  } catch (error) {
    // Confirmed by someone else at the same moment: the unique index decides.
    if (pgErrorCode(error) === '23505') throw emailTaken();
    throw error;
  }
  return { email, emailVerified: true as const };
}
