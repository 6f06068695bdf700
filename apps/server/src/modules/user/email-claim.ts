// Who an e-mail address belongs to. Registration proves an address with a code before the account
// exists; an address an agent typed for a member it created is unproven until the member confirms
// it with a code. An unproven address never keeps its owner out: the owner's registration (or a
// confirmation by another account) claims it, the account that merely held it is left without one
// and told to add and confirm its own.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/escape-html';
import { sendPlayerLetter } from './player-letters';
import { emailHolder, updateUser } from './repo';

const emailTaken = () => new AppError(409, 'email_taken', 'auth.email_taken');

/** An address that can never receive mail nor be registered (no code reaches it). */
export const placeholderEmail = (kind: 'member' | 'released') =>
  `${kind}-${randomBytes(10).toString('hex')}@users.invalid`;

/** Refuses an address anyone holds, proven or not: an agent may not type one already in use. */
export async function assertEmailFree(db: Executor, email: string) {
  if (await emailHolder(db, email)) throw emailTaken();
}

/**
 * Makes an address free for the account that just proved it (`claimantId`, or a new account): a
 * proven holder keeps it (409), an unproven one loses it and is told.
 */
export async function claimEmail(db: Executor, email: string, claimantId?: number) {
  const holder = await emailHolder(db, email);
  if (!holder || holder.id === claimantId) return;
  if (holder.verified) throw emailTaken();
  await updateUser(db, holder.id, { email: placeholderEmail('released'), emailVerifiedAt: null });
  await sendPlayerLetter(db, holder.id, (locale) => ({
    title: translate(locale, 'user.email_released_title'),
    body: `<p>${escapeHtml(translate(locale, 'user.email_released_body'))}</p>`,
  }));
}
