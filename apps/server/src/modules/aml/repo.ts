// Queries of the AML rules: the flags themselves, and the player's money as the ledger recorded it
// (deposits credited to the wallet, withdrawal holds not given back, bets of rounds not voided taken
// from the wallet).
import { and, count, desc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { amlFlags } from '../../db/schema/aml';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';
import { users } from '../../db/schema/user';

export type AmlFlagRow = typeof amlFlags.$inferSelect;

/** The player's coin wallet, as a subquery (nothing when it was never opened). */
const walletOf = (db: Executor, userId: number) =>
  db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.kind, 'user_wallet')));

const sum = (column: typeof ledgerTransfers.amount) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Coins deposited into the player's wallet in [start, end). */
export async function depositedBetween(db: Executor, userId: number, start: Date, end: Date) {
  const [row] = await db
    .select({ total: sum(ledgerTransfers.amount) })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.kind, 'deposit'),
        inArray(ledgerTransfers.creditAccountId, walletOf(db, userId)),
        gte(ledgerTransfers.createdAt, start),
        lt(ledgerTransfers.createdAt, end),
      ),
    );
  return BigInt(row!.total);
}

/** Coins held for withdrawals asked for in [start, end) and not given back (failed or rejected), but one. */
export async function withdrawnBetween(db: Executor, userId: number, start: Date, end: Date, exceptReference: string) {
  const [row] = await db
    .select({ total: sum(ledgerTransfers.amount) })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.kind, 'withdrawal_hold'),
        inArray(ledgerTransfers.debitAccountId, walletOf(db, userId)),
        gte(ledgerTransfers.createdAt, start),
        lt(ledgerTransfers.createdAt, end),
        ne(ledgerTransfers.reference, exceptReference),
        sql`not exists (select 1 from ${ledgerTransfers} r where r.kind = 'withdrawal_release' and r.reference = ${ledgerTransfers.reference})`,
      ),
    );
  return BigInt(row!.total);
}

/** The newest deposit into the player's wallet: its transfer, amount, and the wallet entry it made. */
export async function lastDeposit(db: Executor, userId: number) {
  const [row] = await db
    .select({ transferId: ledgerTransfers.id, entryId: ledgerEntries.id, amount: ledgerTransfers.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(inArray(ledgerEntries.accountId, walletOf(db, userId)), eq(ledgerTransfers.kind, 'deposit')))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return row;
}

/**
 * Coins bet from the player's wallet after one of its entries (walks the wallet's entries from there).
 * The bet of a voided round is no play: its stake came back to the wallet (a `round_void` transfer of
 * the same round), so it is left out, whenever the void came.
 */
export async function betSince(db: Executor, userId: number, afterEntryId: number) {
  const [row] = await db
    .select({ total: sum(ledgerTransfers.amount) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        inArray(ledgerEntries.accountId, walletOf(db, userId)),
        gt(ledgerEntries.id, afterEntryId),
        eq(ledgerTransfers.kind, 'bet'),
        sql`not exists (select 1 from ${ledgerTransfers} v where v.kind = 'round_void' and v.reference = ${ledgerTransfers.reference})`,
      ),
    );
  return BigInt(row!.total);
}

/** The new flag, or nothing when this rule already flagged the player for this key. */
export async function insertFlag(db: Executor, values: typeof amlFlags.$inferInsert) {
  const [row] = await db.insert(amlFlags).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether the player has a flag of one of these rules in this state (open unless said). */
export async function hasOpenFlag(
  db: Executor,
  userId: number,
  rules: readonly AmlFlagRow['rule'][],
  status: AmlFlagRow['status'] = 'open',
) {
  const [row] = await db
    .select({ id: amlFlags.id })
    .from(amlFlags)
    .where(and(eq(amlFlags.userId, userId), eq(amlFlags.status, status), inArray(amlFlags.rule, [...rules])))
    .limit(1);
  return row !== undefined;
}

/** Which of these players have an open flag. */
export async function usersWithOpenFlags(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ userId: amlFlags.userId })
    .from(amlFlags)
    .where(and(inArray(amlFlags.userId, [...new Set(userIds)]), eq(amlFlags.status, 'open')));
  return new Set(rows.map((r) => r.userId));
}

export interface FlagFilter {
  status?: AmlFlagRow['status'] | undefined;
  rule?: AmlFlagRow['rule'] | undefined;
  account?: string | undefined;
  userId?: number | undefined;
}

function flagWhere(filter: FlagFilter): SQL | undefined {
  return and(
    filter.status ? eq(amlFlags.status, filter.status) : undefined,
    filter.rule ? eq(amlFlags.rule, filter.rule) : undefined,
    filter.account ? sql`lower(${users.account}) = ${filter.account.toLowerCase()}` : undefined,
    filter.userId !== undefined ? eq(amlFlags.userId, filter.userId) : undefined,
  );
}

/** Newest first, each with the player's account. */
export async function listFlags(db: Executor, filter: FlagFilter, page: number, pageSize: number) {
  const where = flagWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ flag: amlFlags, account: users.account })
      .from(amlFlags)
      .innerJoin(users, eq(users.id, amlFlags.userId))
      .where(where)
      .orderBy(desc(amlFlags.createdAt), desc(amlFlags.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(amlFlags).innerJoin(users, eq(users.id, amlFlags.userId)).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function lockFlag(tx: Tx, id: number) {
  const [row] = await tx.select().from(amlFlags).where(eq(amlFlags.id, id)).for('update');
  return row;
}

export async function findFlagView(db: Executor, id: number) {
  const [row] = await db
    .select({ flag: amlFlags, account: users.account })
    .from(amlFlags)
    .innerJoin(users, eq(users.id, amlFlags.userId))
    .where(eq(amlFlags.id, id));
  return row;
}

export async function settleFlag(
  db: Executor,
  id: number,
  values:
    | Pick<AmlFlagRow, 'status' | 'note' | 'reviewedBy' | 'reviewedAt'>
    | Pick<AmlFlagRow, 'status' | 'resolutionNote' | 'resolvedBy' | 'resolvedAt'>,
) {
  await db.update(amlFlags).set(values).where(eq(amlFlags.id, id));
}
