// The ledger's own queries. The consistency checks are raw SQL over the ledger's tables, each
// answering the rows that break one rule.
import { and, desc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { ledgerAccounts, ledgerChecks, ledgerTransfers } from '../../db/schema/ledger';
import { localPeriod, type PeriodFormat } from '../../db/local-period';

/** Accounts whose balance is not the sum of their entries. */
export async function mismatchedBalances(db: Executor) {
  return rows<{ id: string; balance: string; computed: string }>(
    db,
    sql`select a.id, a.balance, coalesce(sum(e.amount), 0) as computed
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
}

/** Accounts below zero that may not be. */
export async function negativeBalances(db: Executor) {
  return rows<{ id: string; balance: string }>(
    db,
    sql`select id, balance from ledger_accounts where not allow_negative and balance < 0`,
  );
}

/** Entries whose balance_before is not the previous entry's balance_after. */
export async function brokenEntryChains(db: Executor) {
  return rows<{ id: string; account_id: string }>(
    db,
    sql`select id, account_id from (
          select id, account_id, balance_before,
                 lag(balance_after) over (partition by account_id order by id) as previous
          from ledger_entries) c
        where balance_before <> coalesce(previous, 0)`,
  );
}

/** Accounts whose last entry's balance_after is not their balance. */
export async function staleBalances(db: Executor) {
  return rows<{ id: string }>(
    db,
    sql`select a.id from ledger_accounts a
        join lateral (select balance_after from ledger_entries e where e.account_id = a.id order by e.id desc limit 1) l on true
        where l.balance_after <> a.balance`,
  );
}

/** Transfers that are not exactly one debit and one credit of their amount. */
export async function unbalancedTransfers(db: Executor) {
  return rows<{ id: string }>(
    db,
    sql`select t.id from ledger_transfers t
        left join ledger_entries d on d.transfer_id = t.id and d.account_id = t.debit_account_id and d.amount = -t.amount
        left join ledger_entries c on c.transfer_id = t.id and c.account_id = t.credit_account_id and c.amount = t.amount
        where d.id is null or c.id is null
           or (select count(*) from ledger_entries x where x.transfer_id = t.id) <> 2`,
  );
}

/** Currencies whose balances do not sum to zero. */
export async function nonZeroCurrencyTotals(db: Executor) {
  return rows<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(balance) as total from ledger_accounts group by currency having sum(balance) <> 0`,
  );
}

/**
 * Bonus accounts holding coins while their owner wagers no bonus: `wagering` is the bonus module's
 * condition on the owner's id column (a grant in play).
 */
export async function strayBonusAccounts(db: Executor, wagering: (userId: SQLWrapper) => SQL) {
  return rows<{ id: string; balance: string }>(
    db,
    sql`select a.id, a.balance from ledger_accounts a
        where a.kind = 'user_bonus' and a.balance <> 0 and not ${wagering(sql`a.owner_user_id`)}`,
  );
}

/** How many accounts, transfers and entries the ledger holds. */
export async function ledgerCounts(db: Executor) {
  return rows<{ accounts: string; transfers: string; entries: string }>(
    db,
    sql`select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transfers) as transfers,
               (select count(*) from ledger_entries) as entries`,
  );
}

export async function insertLedgerCheck(tx: Executor, values: typeof ledgerChecks.$inferInsert) {
  const [check] = await tx.insert(ledgerChecks).values(values).returning();
  return check!;
}

export async function latestCheck(db: Executor) {
  const [latest] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1);
  return latest;
}

export async function latestPassedCheck(db: Executor) {
  const [lastOk] = await db
    .select()
    .from(ledgerChecks)
    .where(eq(ledgerChecks.ok, true))
    .orderBy(desc(ledgerChecks.id))
    .limit(1);
  return lastOk;
}

type PlayerAccountKind = 'user_wallet' | 'user_bonus';

export async function findSystemAccountId(db: Executor, code: string) {
  return (await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)))[0]?.id;
}

export async function findPlayerAccountId(db: Executor, userId: number, kind: PlayerAccountKind, currency: string) {
  const mine = and(
    eq(ledgerAccounts.ownerUserId, userId),
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currency, currency),
  );
  return (await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(mine))[0]?.id;
}

/** Opens an account; undefined when a concurrent opener made it first. */
export async function insertAccountIfMissing(db: Executor, values: typeof ledgerAccounts.$inferInsert) {
  const [created] = await db
    .insert(ledgerAccounts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  return created?.id;
}

/** The existing coin wallets of these players, with their owners. */
export async function findWalletRows(db: Executor, userIds: number[], currency: string) {
  return db
    .select({ id: ledgerAccounts.id, owner: ledgerAccounts.ownerUserId })
    .from(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.ownerUserId, userIds),
        eq(ledgerAccounts.kind, 'user_wallet'),
        eq(ledgerAccounts.currency, currency),
      ),
    );
}

export async function playerAccountBalance(db: Executor, userId: number, kind: PlayerAccountKind, currency: string) {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUserId, userId),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, sql`${currency}`),
      ),
    );
  return row?.balance;
}

export async function lockAccountBalance(tx: Tx, accountId: number) {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('no key update');
  return row?.balance;
}

/** Sum of each kind's transfers per local period, over [start, end). */
export function sumsByKindAndPeriod(
  db: Executor,
  q: { kinds: readonly string[]; start: Date; end: Date; zone: string; format: PeriodFormat },
) {
  return db
    .select({
      period: localPeriod(ledgerTransfers.createdAt, q.zone, q.format),
      kind: ledgerTransfers.kind,
      total: sql<string>`sum(${ledgerTransfers.amount})::text`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        inArray(ledgerTransfers.kind, q.kinds as (typeof ledgerTransfers.kind.enumValues)[number][]),
        gte(ledgerTransfers.createdAt, q.start),
        lt(ledgerTransfers.createdAt, q.end),
      ),
    )
    .groupBy(sql`1`, ledgerTransfers.kind);
}

/**
 * What voids moved per local period, over [start, end): the stakes the house gave back (a `round_void`
 * out of a house account) and the wins it took back (one into it). A report takes them off the bets
 * and the wins of the period the void was made in, as the books do: a voided round played and voided
 * in one period counts nowhere in it, a period already closed is never rewritten, and the part of a
 * win already spent, which the house bears, stays a win.
 */
export function voidsByPeriod(db: Executor, q: { start: Date; end: Date; zone: string; format: PeriodFormat }) {
  const fromHouse = sql`${ledgerAccounts.kind} = 'house'`;
  return db
    .select({
      period: localPeriod(ledgerTransfers.createdAt, q.zone, q.format),
      stakes: sql<string>`coalesce(sum(${ledgerTransfers.amount}) filter (where ${fromHouse}), 0)::text`,
      wins: sql<string>`coalesce(sum(${ledgerTransfers.amount}) filter (where not ${fromHouse}), 0)::text`,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
    .where(
      and(
        eq(ledgerTransfers.kind, 'round_void'),
        gte(ledgerTransfers.createdAt, q.start),
        lt(ledgerTransfers.createdAt, q.end),
      ),
    )
    .groupBy(sql`1`);
}

/** The player's coin wallet row, for the player whose id is in `userId` (a column): one per player. */
const walletRow = (userId: SQLWrapper) =>
  sql`from ${ledgerAccounts} w where w.owner_user_id = ${userId} and w.kind = 'user_wallet' and w.currency = 'COIN'`;

/** The coin wallet's id of the player whose id is in `userId` (a column); null before it is opened. */
export function walletIdOf(userId: SQLWrapper): SQL<number | null> {
  return sql`(select w.id ${walletRow(userId)})`.mapWith(Number);
}

/** The coin balance of the player whose id is in `userId` (a column); null before the wallet is opened. */
export function walletBalanceOf(userId: SQLWrapper): SQL<bigint | null> {
  return sql`(select w.balance ${walletRow(userId)})`.mapWith((value) => BigInt(value as string));
}
