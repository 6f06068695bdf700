// Queries of the privacy module: the data_exports table, what closing an account must wait for,
// and the erasure's replacements in every table that holds a player's personal data.
import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankCards } from '../../db/schema/bank';
import { stationLetters } from '../../db/schema/content';
import { kycSubmissions } from '../../db/schema/kyc';
import { mailOutbox } from '../../db/schema/mail';
import { accountMigrations } from '../../db/schema/migration';
import { playerNotes } from '../../db/schema/operator';
import { depositOrders } from '../../db/schema/pay';
import { dataExports } from '../../db/schema/privacy';
import { supportMessages, supportTickets } from '../../db/schema/support';
import { userIdentities } from '../../db/schema/oauth';
import { sessions } from '../../db/schema/session';
import { users } from '../../db/schema/user';
import { cryptoWithdrawals, withdrawals } from '../../db/schema/withdrawals';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertDataExport(db: Executor, userId: number) {
  const [row] = await db.insert(dataExports).values({ userId }).returning();
  return row!;
}

export async function listDataExports(db: Executor, userId: number, limit = 10) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function findDataExport(db: Executor, id: number) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** Marks a preparing copy ready; false when it was not preparing any more (a second run). */
export async function markDataExportReady(
  db: Executor,
  id: number,
  documentSealed: string,
  now: Date,
  expiresAt: Date,
) {
  const rows = await db
    .update(dataExports)
    .set({ status: 'ready', documentSealed, readyAt: now, expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** Drops an expired copy's document, keeping the row as the record that it was given. */
export async function expireDataExport(db: Executor, id: number) {
  await db
    .update(dataExports)
    .set({ status: 'expired', documentSealed: null })
    .where(and(eq(dataExports.id, id), isNotNull(dataExports.documentSealed)));
}

/** Withdrawals still moving (waiting for review or being paid): a failed one would pay coins back. */
export async function withdrawalsInFlight(db: Executor, userId: number) {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['review', 'processing'])))
    .limit(1);
  return rows.length > 0;
}

/** Deposit orders the player could still pay, which would credit the wallet after it closed. */
export async function depositsOpen(db: Executor, userId: number, now: Date) {
  const rows = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        or(
          and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, now)),
          eq(depositOrders.status, 'refunding'),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function closeUser(db: Executor, userId: number, now: Date) {
  const rows = await db
    .update(users)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The files an erasure deletes: ID photos and help-request screenshots. */
export async function personalFiles(db: Executor, userId: number) {
  const kyc = await db
    .select({ front: kycSubmissions.frontFile, back: kycSubmissions.backFile, handheld: kycSubmissions.handheldFile })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId));
  const screenshots = await db
    .select({ file: supportMessages.attachmentFile })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(and(eq(supportTickets.userId, userId), isNotNull(supportMessages.attachmentFile)));
  return {
    kyc: kyc.flatMap((k) => [k.front, k.back, k.handheld]),
    support: screenshots.map((s) => s.file!),
  };
}

/** What stands in for erased text in columns that cannot be empty. */
export const ERASED = 'erased';

/**
 * Replaces every personal field of a closed player by the pseudonym, in the caller's transaction.
 * Rows that money or history hang off (the user, cards, withdrawals, rounds, the ledger) stay, so
 * every ledger entry still has its account; rows that only hold personal data are deleted.
 */
export async function erasePersonalData(db: Executor, userId: number, email: string, now: Date) {
  const pseudonym = `erased-${userId}`;
  await db
    .update(users)
    .set({
      account: pseudonym,
      email: `${pseudonym}@erased.invalid`,
      // Not a hash: no password verifies against it.
      passwordHash: '!erased',
      fundPasswordHash: null,
      nickname: null,
      firstName: null,
      lastName: null,
      pinyinName: null,
      phone: null,
      countryCode: null,
      idNumber: null,
      birthDate: null,
      locale: null,
      erasedAt: now,
    })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
  await db.delete(playerNotes).where(eq(playerNotes.userId, userId));
  // Letters to this player alone (answers, decisions) may quote personal details; broadcasts stay.
  await db.delete(stationLetters).where(eq(stationLetters.recipientId, userId));
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);
  await db
    .update(kycSubmissions)
    .set({ frontFile: ERASED, backFile: ERASED, handheldFile: ERASED, reason: null })
    .where(eq(kycSubmissions.userId, userId));
  await db
    .update(bankCards)
    .set({
      cardNumberSealed: ERASED,
      cardFingerprint: null,
      cardLast4: '****',
      branchCode: null,
      branchName: null,
      holderFirstName: ERASED,
      holderLastName: ERASED,
      holderPinyinName: null,
    })
    .where(eq(bankCards.userId, userId));
  await db
    .update(cryptoWithdrawals)
    .set({ address: ERASED })
    .where(
      inArray(
        cryptoWithdrawals.withdrawalId,
        db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, userId)),
      ),
    );
  const tickets = db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.userId, userId));
  await db
    .update(supportMessages)
    .set({ body: ERASED, attachmentFile: null })
    .where(inArray(supportMessages.ticketId, tickets));
  await db.update(supportTickets).set({ subject: ERASED }).where(eq(supportTickets.userId, userId));
  // The account at the other provider, made unique per migration so its once-only key still holds.
  await db
    .update(accountMigrations)
    .set({ providerAccount: sql`'erased-' || ${accountMigrations.id}` })
    .where(eq(accountMigrations.userId, userId));
}

/** Every identity check the player sent: states and dates only, never the photos or their names. */
export async function kycHistory(db: Executor, userId: number) {
  return db
    .select({
      id: kycSubmissions.id,
      status: kycSubmissions.status,
      reasonCode: kycSubmissions.reasonCode,
      reason: kycSubmissions.reason,
      createdAt: kycSubmissions.createdAt,
      reviewedAt: kycSubmissions.reviewedAt,
    })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(kycSubmissions.createdAt, kycSubmissions.id);
}
