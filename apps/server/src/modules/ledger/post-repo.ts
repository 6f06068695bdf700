// The posting's queries (post.ts holds its rules), two statements for any number of transfers: one
// claims the transfers by their idempotency keys and locks their accounts, one writes the new
// balances and the entries. Each is one round trip; a spin's bet and win go through both together.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';

export interface LockedAccount {
  id: number;
  balance: bigint;
  allowNegative: boolean;
  ownerUserId: number | null;
}

type TransferRow = typeof ledgerTransfers.$inferInsert;
type Raw = string | number | bigint;

/**
 * Inserts each transfer unless its idempotency key is taken, and locks the accounts in id order, in
 * one statement. Answers the id of each transfer whose key was free (by key) and the locked accounts.
 *
 * The locks are NO KEY UPDATE, not UPDATE: the transfer rows hold KEY SHARE locks on their accounts
 * (their foreign keys), and FOR UPDATE would conflict with other posters' KEY SHARE locks and
 * deadlock. A balance is not a key column, so this is the lock the update needs. Sorted in the CTE,
 * the rows are locked in id order, so two postings never wait on each other crosswise.
 */
export async function claimAndLock(
  tx: Tx,
  transfers: TransferRow[],
  accountIds: number[],
): Promise<{ claimed: Map<string, number>; accounts: LockedAccount[] }> {
  const values = sql.join(
    transfers.map(
      (t) =>
        sql`(${t.debitAccountId}::bigint, ${t.creditAccountId}::bigint, ${t.amount}::bigint, ${t.kind}::transfer_kind,
          ${t.reference}, ${t.idempotencyKey}, ${t.metadata == null ? null : JSON.stringify(t.metadata)}::jsonb)`,
    ),
    sql`, `,
  );
  const ids = sql.join(
    accountIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const found = await rows<{
    part: 'transfer' | 'account';
    id: Raw;
    key: string | null;
    balance: Raw | null;
    allow_negative: boolean | null;
    owner_user_id: Raw | null;
  }>(
    tx,
    sql`with claimed as (
        insert into ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, metadata)
        values ${values}
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key
      ), locked as (
        select id, balance, allow_negative, owner_user_id from ledger_accounts
        where id in (${ids}) order by id for no key update
      )
      select 'transfer' as part, id, idempotency_key as key, null::bigint as balance, null::boolean as allow_negative,
        null::bigint as owner_user_id from claimed
      union all
      select 'account', id, null, balance, allow_negative, owner_user_id from locked`,
  );
  const claimed = new Map<string, number>();
  const accounts: LockedAccount[] = [];
  for (const row of found) {
    if (row.part === 'transfer') claimed.set(row.key!, Number(row.id));
    else
      accounts.push({
        id: Number(row.id),
        balance: BigInt(row.balance!),
        allowNegative: row.allow_negative!,
        ownerUserId: row.owner_user_id === null ? null : Number(row.owner_user_id),
      });
  }
  return { claimed, accounts };
}

/**
 * The accounts' new balances (each version raised by its number of postings) and the entries, in one
 * statement, under the locks claimAndLock took.
 */
export async function writeBalancesAndEntries(
  tx: Tx,
  moved: Array<{ id: number; balance: bigint; postings: number }>,
  entries: Array<typeof ledgerEntries.$inferInsert>,
) {
  await tx.execute(sql`with moved as (
      update ledger_accounts a set balance = v.balance, version = a.version + v.postings
      from (values ${sql.join(
        moved.map((a) => sql`(${a.id}::bigint, ${a.balance}::bigint, ${a.postings}::int)`),
        sql`, `,
      )}) as v(id, balance, postings)
      where a.id = v.id
      returning a.id
    )
    insert into ledger_entries (transfer_id, account_id, amount, balance_before, balance_after)
    values ${sql.join(
      entries.map(
        (e) =>
          sql`(${e.transferId}::bigint, ${e.accountId}::bigint, ${e.amount}::bigint, ${e.balanceBefore}::bigint, ${e.balanceAfter}::bigint)`,
      ),
      sql`, `,
    )}`);
}

export async function findTransferByKey(tx: Tx, idempotencyKey: string) {
  const [row] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row;
}

export function entriesOfTransfer(tx: Tx, transferId: number) {
  return tx.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transferId));
}
