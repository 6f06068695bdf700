// What the desk does to a player besides freezing: end its sessions (one, or all), keep an internal
// note, send it a letter, mail it a link to choose a new password. Each write is one transaction
// with its audit row.
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Locale } from '@hall/contracts/locale';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import type { Mailer } from '../mail/mailer';
import { resetSubject } from '../auth/service';
import { sendEmailCode } from '../verification/email-code';
import { noteSessionsRevoked } from '../../db/live-notes';
import { writeAudit } from '../operator/service';
import { sanitised } from '../content/fields';
import { insertLetter } from '../letters/service';
import type { PlayerLetterRequest } from '@hall/contracts/admin';
import type { z } from 'zod';
import { endSessions } from '../session/service';
import { userExists } from '../user/account-columns';
import { findPlayer, insertPlayerNote } from './repo';

async function requirePlayer(db: Executor, userId: number) {
  if (!(await userExists(db, userId))) throw AppError.notFound();
}

/** Ends the named session of the player (or all of them); a session of another player is not found. */
export async function revokePlayerSessions(
  db: Executor,
  operatorId: number,
  input: { userId: number; sessionId?: number | undefined },
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    await requirePlayer(tx, input.userId);
    const ended = await endSessions(tx, input.userId, input.sessionId);
    if (input.sessionId !== undefined && ended.length === 0) throw AppError.notFound();
    // The ended sessions' open pages are signed out at once, not at their stream's next heartbeat.
    if (ended.length > 0) noteSessionsRevoked(tx, input.userId);
    await writeAudit(tx, {
      operatorId,
      action: 'player.sessions_revoke',
      targetType: 'user',
      targetId: input.userId,
      after: { sessions: ended.map((s) => s.id) },
      ip,
    });
    return { revoked: ended.length };
  });
}

export async function addPlayerNote(
  db: Executor,
  operatorId: number,
  input: { userId: number; text: string },
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    await requirePlayer(tx, input.userId);
    const note = await insertPlayerNote(tx, { userId: input.userId, operatorId, text: input.text });
    await writeAudit(tx, {
      operatorId,
      action: 'player.note',
      targetType: 'user',
      targetId: input.userId,
      after: { noteId: note.id },
      ip,
    });
    return { id: note.id };
  });
}

/**
 * A station letter from the desk to this one player, in the languages the operator wrote (bodies
 * cleaned like every letter's): it is in the player's inbox at once, and in the letters list.
 */
export async function sendDeskLetter(
  db: Executor,
  operatorId: number,
  input: z.output<typeof PlayerLetterRequest>,
  ip: string,
) {
  const { userId, ...texts } = sanitised(input, ['body']);
  return inTransaction(db, async (tx) => {
    await requirePlayer(tx, userId);
    const letter = await insertLetter(tx, { ...texts, recipientId: userId, sentBy: operatorId });
    await writeAudit(tx, {
      operatorId,
      action: 'player.letter',
      targetType: 'user',
      targetId: userId,
      after: { letterId: letter.id, ...texts },
      ip,
    });
    return { id: letter.id };
  });
}

/**
 * The link in a reset mail from the desk: the sign-in page opens the find-password form with the
 * account and the code filled in. They ride in the fragment, which browsers never send: the code
 * stays out of request logs and Referer headers (and clear of the sign-in page's own `?code=`).
 */
export function resetLink(publicUrl: string, account: string, code: string) {
  const url = new URL('/login', publicUrl);
  url.hash = new URLSearchParams({ reset: account, code }).toString();
  return url.toString();
}

/**
 * Mails the player a find-password code and a link to the reset form with the account and code
 * filled in, as if it had asked on the site (no captcha: an operator asks), so it can choose a new
 * password itself; the desk never sees or sets one. The code's own life and single use apply; the
 * operator's hourly cap stands in for the address's.
 */
export async function mailPlayerResetCode(
  deps: { db: Executor; store: EphemeralStore; mailer: Mailer; publicUrl: string },
  operatorId: number,
  userId: number,
  ip: string,
) {
  const user = await findPlayer(deps.db, userId);
  if (!user) throw AppError.notFound();
  if (user.status !== 'active') throw new AppError(409, 'player_frozen', 'error.conflict');
  const sent = await sendEmailCode(deps.store, deps.mailer, {
    purpose: 'reset',
    subject: resetSubject(user.account),
    email: user.email,
    locale: (user.locale as Locale | null) ?? 'en-US',
    ip: `operator:${operatorId}`,
    perIpHourly: 60,
    link: (code) => resetLink(deps.publicUrl, user.account, code),
  });
  await writeAudit(deps.db, {
    operatorId,
    action: 'player.reset_code',
    targetType: 'user',
    targetId: userId,
    ip,
  });
  return sent;
}
