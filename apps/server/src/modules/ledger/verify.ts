// Recomputes the ledger from its entries and lists every way it disagrees with itself: a balance
// that is not the sum of its entries, a broken before/after chain, a negative balance where none is
// allowed, a transfer that is not exactly one debit and one credit of its amount, a non-zero total,
// or bonus coins locked with no bonus being wagered. Used by `npm run ledger:verify` and by every
// test that moves money.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export interface LedgerReport {
  ok: boolean;
  problems: string[];
  accounts: number;
  transfers: number;
  entries: number;
}

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function verifyLedger(db: Executor): Promise<LedgerReport> {
  const problems: string[] = [];

  const mismatched = await rows<{ id: string; balance: string; computed: string }>(
    db,
    sql`select a.id, a.balance, coalesce(sum(e.amount), 0) as computed
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  for (const r of mismatched) problems.push(`account ${r.id}: balance ${r.balance} but entries sum to ${r.computed}`);

  const negative = await rows<{ id: string; balance: string }>(
    db,
    sql`select id, balance from ledger_accounts where not allow_negative and balance < 0`,
  );
  for (const r of negative) problems.push(`account ${r.id}: negative balance ${r.balance}`);

  const chain = await rows<{ id: string; account_id: string }>(
    db,
    sql`select id, account_id from (
          select id, account_id, balance_before,
                 lag(balance_after) over (partition by account_id order by id) as previous
          from ledger_entries) c
        where balance_before <> coalesce(previous, 0)`,
  );
  for (const r of chain) problems.push(`entry ${r.id} of account ${r.account_id}: balance_before breaks the chain`);

  const latest = await rows<{ id: string }>(
    db,
    sql`select a.id from ledger_accounts a
        join lateral (select balance_after from ledger_entries e where e.account_id = a.id order by e.id desc limit 1) l on true
        where l.balance_after <> a.balance`,
  );
  for (const r of latest) problems.push(`account ${r.id}: last entry's balance_after differs from the balance`);

  const badTransfers = await rows<{ id: string }>(
    db,
    sql`select t.id from ledger_transfers t
        left join ledger_entries d on d.transfer_id = t.id and d.account_id = t.debit_account_id and d.amount = -t.amount
        left join ledger_entries c on c.transfer_id = t.id and c.account_id = t.credit_account_id and c.amount = t.amount
        where d.id is null or c.id is null
           or (select count(*) from ledger_entries x where x.transfer_id = t.id) <> 2`,
  );
  for (const r of badTransfers) problems.push(`transfer ${r.id}: not exactly one debit and one credit of its amount`);

  const totals = await rows<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(balance) as total from ledger_accounts group by currency having sum(balance) <> 0`,
  );
  for (const r of totals) problems.push(`currency ${r.currency}: balances sum to ${r.total}, not 0`);

  // Locked bonus coins belong to the grant being wagered: without one they should have gone back.
  const strayBonus = await rows<{ id: string; balance: string }>(
    db,
    sql`select a.id, a.balance from ledger_accounts a
        where a.kind = 'user_bonus' and a.balance <> 0
          and not exists (select 1 from bonus_grants g where g.user_id = a.owner_user_id and g.status = 'active')`,
  );
  for (const r of strayBonus) problems.push(`account ${r.id}: ${r.balance} bonus coins locked with no active bonus`);

  const [counts] = await rows<{ accounts: string; transfers: string; entries: string }>(
    db,
    sql`select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transfers) as transfers,
               (select count(*) from ledger_entries) as entries`,
  );
  return {
    ok: problems.length === 0,
    problems,
    accounts: Number(counts!.accounts),
    transfers: Number(counts!.transfers),
    entries: Number(counts!.entries),
  };
}
