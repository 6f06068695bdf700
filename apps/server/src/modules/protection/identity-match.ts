// A self-excluded player opening another account: the e-mail address, ID number, bank card, or name
// with date of birth of an account is compared with those of every player whose self-exclusion is in
// force or still cooling off. An address (one mailbox's, however it is written), an exact ID number
// or card (one person's) is refused; a name with a date of birth (which two people may share) or a
// phone number (typed unproven, shared in a family, given to someone else later) is taken and flagged. A match on an account that exists is kept, and operators see it on the KYC
// review and the player page; an account refused at opening never exists to keep it on.
import type { IdentityMatch } from '@hall/contracts/protection-operator';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  nameAndBirthOf,
  phoneOf,
  playersWithEmailAt,
  playerWithIdNumber,
  playersWithNameAndBirth,
  playersWithPhoneTail,
} from '../user/identity-lookups';
import { cardOwnerWithFingerprint } from '../bank/card-owners';
import { identityMatchRows, PHONE_DIGITS, recordIdentityMatch, selfExcluded } from './identity-match-repo';

const refused = () => new AppError(403, 'identity_excluded', 'protection.identity_excluded');

/**
 * Providers where several spellings of an address reach one mailbox: Gmail ignores dots in the name
 * and answers to googlemail.com too; these all deliver "name+anything" to "name".
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);
const PLUS_TAGS = new Set([
  ...GMAIL,
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'fastmail.com',
]);

/**
 * The mailbox an address reaches: without case or surrounding spaces, and at the providers above
 * without the "+tag" (and at Gmail without dots, under gmail.com). Elsewhere the name is kept as
 * written, since a dot or a plus may be part of another person's address there.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  if (PLUS_TAGS.has(domain)) name = name.split('+')[0] || name;
  if (GMAIL.has(domain)) {
    name = name.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}

/** The domains whose addresses may reach the same mailbox as one at `domain`. */
const sameMailDomains = (domain: string) => (GMAIL.has(domain) ? [...GMAIL] : [domain]);

/**
 * The self-excluded player whose address reaches the same mailbox as `email` (another account than
 * `userId`), if any. Only excluded players' addresses at the same provider are read.
 */
async function excludedMailbox(db: Executor, email: string, userId?: number) {
  const mailbox = mailboxOf(email);
  const domains = sameMailDomains(mailbox.slice(mailbox.lastIndexOf('@') + 1));
  const rows = await playersWithEmailAt(db, domains, selfExcluded, userId);
  return rows.find((row) => mailboxOf(row.email) === mailbox);
}

/**
 * Refuses to open an account (registration, Google or Line sign-up, an agent creating a member) on
 * an address that reaches a self-excluded player's mailbox. The answer says only that the address
 * cannot open an account: whoever asks learns nothing of the other account's state.
 */
export async function assertEmailMayOpenAccount(db: Executor, email: string) {
  if (await excludedMailbox(db, email)) throw new AppError(403, 'email_refused', 'protection.email_refused');
}

/**
 * Refuses an address a player proved with a code for an account that exists when it reaches a
 * self-excluded player's mailbox, keeping the attempt for operators, as an ID number is refused.
 */
export async function assertEmailNotExcluded(db: Executor, userId: number, email: string) {
  const match = await excludedMailbox(db, email, userId);
  if (!match) return;
  await recordIdentityMatch(db, userId, match.id, 'email', 'refused');
  throw refused();
}

/** Refuses an ID number that is a self-excluded player's, keeping the attempt for operators. */
export async function assertIdNumberNotExcluded(db: Executor, userId: number, idNumber: string) {
  const match = await playerWithIdNumber(db, idNumber, selfExcluded, userId);
  if (!match) return;
  await recordIdentityMatch(db, userId, match.id, 'id_number', 'refused');
  throw refused();
}

/** Refuses a card (by its keyed fingerprint) that a self-excluded player bound, removed or not. */
export async function assertCardNotExcluded(db: Executor, userId: number, fingerprint: string) {
  const match = await cardOwnerWithFingerprint(db, fingerprint, selfExcluded, userId);
  if (!match) return;
  await recordIdentityMatch(db, userId, match.id, 'card', 'refused');
  throw refused();
}

/**
 * Flags the account when its real name and date of birth are a self-excluded player's (names compare
 * width-folded and without case, as cards' holder names do). Nothing is refused.
 */
export async function flagNameAndBirth(db: Executor, userId: number) {
  const me = await nameAndBirthOf(db, userId);
  if (!me?.first || !me.last || !me.birth) return;
  const matches = await playersWithNameAndBirth(
    db,
    { first: me.first, last: me.last, birth: me.birth },
    selfExcluded,
    userId,
  );
  for (const match of matches) await recordIdentityMatch(db, userId, match.id, 'name_birth', 'flagged');
}

/** Flags the account when its phone number is a self-excluded player's. Nothing is refused. */
export async function flagPhone(db: Executor, userId: number) {
  const digits = (await phoneOf(db, userId))?.replace(/[^0-9]/g, '') ?? '';
  if (digits.length < PHONE_DIGITS) return;
  const matches = await playersWithPhoneTail(db, digits.slice(-PHONE_DIGITS), selfExcluded, userId);
  for (const match of matches) await recordIdentityMatch(db, userId, match.id, 'phone', 'flagged');
}

/** What operators see: every match of this account, with the excluded player's account name. */
export async function identityMatchesOf(db: Executor, userId: number): Promise<IdentityMatch[]> {
  const rows = await identityMatchRows(db, userId);
  return rows.map((r) => ({
    ...r,
    field: r.field as IdentityMatch['field'],
    outcome: r.outcome as IdentityMatch['outcome'],
    createdAt: r.createdAt.toISOString(),
  }));
}
