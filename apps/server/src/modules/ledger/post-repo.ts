// The posting's queries (post.ts holds its rules): claiming transfers by their idempotency keys,
// locking and updating account balances, writing and reading entries.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';

/** Inserts the transfer unless its idempotency key is taken: its id, or undefined for a key seen before. */
export async function claimTransfer(tx: Tx, row: typeof ledgerTransfers.$inferInsert): Promise<number | undefined> {
  const [claimed] = await tx
    .insert(ledgerTransfers)
    .values(row)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning({ id: ledgerTransfers.id });
  return claimed?.id;
}

/** claimTransfer for many: the id of each transfer whose key was free, by its key. */
export function claimTransfers(tx: Tx, rows: Array<typeof ledgerTransfers.$inferInsert>) {
  return tx
    .insert(ledgerTransfers)
    .values(rows)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning({ id: ledgerTransfers.id, key: ledgerTransfers.idempotencyKey });
}

/**
 * The accounts, locked in id order (so two postings never wait on each other crosswise). NO KEY
 * UPDATE, not UPDATE: the transfer row inserted first already holds KEY SHARE locks on its accounts
 * (its foreign keys), and FOR UPDATE would conflict with other posters' KEY SHARE locks and
 * deadlock. A balance is not a key column, so this is the lock the update needs.
 */
export function lockAccounts(tx: Tx, ids: number[]) {
  return tx
    .select({
      id: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      allowNegative: ledgerAccounts.allowNegative,
      ownerUserId: ledgerAccounts.ownerUserId,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('no key update');
}

type Balance = { id: number; balance: bigint };

/**
 * Both balances of a transfer in one statement (one round trip), each only if it is still what was
 * read: the number of accounts updated (2, or less if one changed under its lock).
 */
export async function setPairBalances(
  tx: Tx,
  debit: Balance,
  debitAfter: bigint,
  credit: Balance,
  creditAfter: bigint,
) {
  const updated = await tx
    .update(ledgerAccounts)
    .set({
      balance: sql`case ${ledgerAccounts.id} when ${debit.id} then ${debitAfter}::bigint else ${creditAfter}::bigint end`,
      version: sql`${ledgerAccounts.version} + 1`,
    })
    .where(
      or(
        and(eq(ledgerAccounts.id, debit.id), eq(ledgerAccounts.balance, debit.balance)),
        and(eq(ledgerAccounts.id, credit.id), eq(ledgerAccounts.balance, credit.balance)),
      ),
    )
    .returning({ id: ledgerAccounts.id });
  return updated.length;
}

/** Many accounts' new balances in one statement, each version raised by its number of postings. */
export async function setBalances(tx: Tx, moved: Array<Balance & { postings: number }>) {
  await tx.execute(sql`update ledger_accounts a set balance = v.balance, version = a.version + v.postings
    from (values ${sql.join(
      moved.map((a) => sql`(${a.id}::bigint, ${a.balance}::bigint, ${a.postings}::int)`),
      sql`, `,
    )}) as v(id, balance, postings)
    where a.id = v.id`);
}

export async function insertEntries(tx: Tx, entries: Array<typeof ledgerEntries.$inferInsert>) {
  await tx.insert(ledgerEntries).values(entries);
}

export async function findTransferByKey(tx: Tx, idempotencyKey: string) {
  const [row] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row;
}

export function entriesOfTransfer(tx: Tx, transferId: number) {
  return tx.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transferId));
}
