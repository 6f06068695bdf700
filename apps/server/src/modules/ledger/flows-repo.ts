// The player's money as the ledger recorded it, as the AML rules weigh it: deposits credited to the
// wallet, withdrawal holds not given back, bets of rounds not voided taken from the wallet.
import { and, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';

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

/**
 * Whether a deposit (a paid bank order or a credited crypto deposit: the ledger's `deposit` kind) ever
 * reached the player's wallet, other than the one with `exceptReference` (the deposit being credited
 * now). A refunded deposit still counts: it was paid. The wallet's entries are walked from its first,
 * and a player's first money is almost always a deposit, so the walk is short.
 */
export async function depositedBefore(db: Executor, userId: number, exceptReference?: string) {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        inArray(ledgerEntries.accountId, walletOf(db, userId)),
        eq(ledgerTransfers.kind, 'deposit'),
        exceptReference === undefined ? undefined : ne(ledgerTransfers.reference, exceptReference),
      ),
    )
    .orderBy(ledgerEntries.accountId, ledgerEntries.id)
    .limit(1);
  return row !== undefined;
}

/** Coins agents gave the player after `since` (a take-back by the agent is not the player's money in). */
export async function agentGiftsSince(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ total: sum(ledgerTransfers.amount) })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
    .where(
      and(
        // The kind and time come first: the (kind, created_at) index finds the window's transfers.
        eq(ledgerTransfers.kind, 'agent_transfer'),
        gt(ledgerTransfers.createdAt, since),
        eq(ledgerAccounts.ownerUserId, userId),
        eq(ledgerAccounts.kind, 'user_wallet'),
        sql`${ledgerTransfers.metadata}->>'direction' = 'give'`,
      ),
    );
  return BigInt(row!.total);
}
