// Queries on crypto: the players' deposit addresses (crypto_addresses) and the deposits reported to
// them (crypto_deposits).
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { coinsSum } from '../../db/sums';
import type { Executor, Tx } from '../../db/client';
import { cryptoAddresses, cryptoDeposits } from '../../db/schema/crypto';
import { operatorNameOf } from '../operator/name-columns';
import { accountIs, accountOf } from '../user/account-columns';
import type { Coin } from './coins';

export type DepositRow = typeof cryptoDeposits.$inferSelect;

/** The player an address belongs to, with the address as stored (EVM ones matched in any case). */
export async function findAddressOwner(db: Executor, family: Coin['family'], address: string) {
  const [owner] = await db
    .select({ userId: cryptoAddresses.userId, address: cryptoAddresses.address })
    .from(cryptoAddresses)
    .where(
      and(
        eq(cryptoAddresses.family, family),
        family === 'evm'
          ? sql`lower(${cryptoAddresses.address}) = ${address.toLowerCase()}`
          : eq(cryptoAddresses.address, address),
      ),
    );
  return owner;
}

/**
 * The deposit of one transfer (network, txid, index), recorded by its first report and locked until
 * the transaction ends: every report for one transfer waits here for the one before it.
 */
export async function recordDeposit(tx: Tx, values: typeof cryptoDeposits.$inferInsert) {
  const key = and(
    eq(cryptoDeposits.network, values.network),
    eq(cryptoDeposits.txid, values.txid),
    eq(cryptoDeposits.outputIndex, values.outputIndex),
  );
  await tx.insert(cryptoDeposits).values(values).onConflictDoNothing();
  const [row] = await tx.select().from(cryptoDeposits).where(key).for('update');
  return row!;
}

export async function updateDeposit(db: Executor, id: number, values: Partial<DepositRow>) {
  const [row] = await db.update(cryptoDeposits).set(values).where(eq(cryptoDeposits.id, id)).returning();
  return row!;
}

/** Changes a deposit without reading it back. */
export async function setDeposit(db: Executor, id: number, values: Partial<DepositRow>) {
  await db.update(cryptoDeposits).set(values).where(eq(cryptoDeposits.id, id));
}

/** The deposit, locked until the transaction ends. */
export async function lockDeposit(tx: Tx, id: number) {
  const [row] = await tx.select().from(cryptoDeposits).where(eq(cryptoDeposits.id, id)).for('update');
  return row;
}

/** Has the player had a deposit of this coin credited on this network? */
export async function hasCreditedDeposit(db: Executor, userId: number, coin: Pick<Coin, 'coin' | 'network'>) {
  const [row] = await db
    .select({ id: cryptoDeposits.id })
    .from(cryptoDeposits)
    .where(
      and(
        eq(cryptoDeposits.userId, userId),
        eq(cryptoDeposits.coin, coin.coin),
        eq(cryptoDeposits.network, coin.network),
        eq(cryptoDeposits.status, 'credited'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface DepositFilter {
  userId?: number | undefined;
  status?: DepositRow['status'] | undefined;
  account?: string | undefined;
  txid?: string | undefined;
}

/** A page of deposits with their player's account and the operators who proposed and resolved them. */
export async function depositsPage(db: Executor, filter: DepositFilter, page: { page: number; pageSize: number }) {
  const where = and(
    filter.userId !== undefined ? eq(cryptoDeposits.userId, filter.userId) : undefined,
    filter.status ? eq(cryptoDeposits.status, filter.status) : undefined,
    filter.account ? accountIs(cryptoDeposits.userId, filter.account) : undefined,
    filter.txid ? eq(cryptoDeposits.txid, filter.txid.toLowerCase()) : undefined,
  );
  return Promise.all([
    db
      .select({
        d: cryptoDeposits,
        account: accountOf(cryptoDeposits.userId),
        proposer: operatorNameOf(cryptoDeposits.proposedBy),
        resolver: operatorNameOf(cryptoDeposits.resolvedBy),
      })
      .from(cryptoDeposits)
      .where(where)
      .orderBy(desc(cryptoDeposits.createdAt), desc(cryptoDeposits.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(cryptoDeposits).where(where),
  ]);
}

export async function findDepositAddress(db: Executor, key: { userId: number; family: Coin['family']; keyId: string }) {
  const [row] = await db
    .select()
    .from(cryptoAddresses)
    .where(
      and(
        eq(cryptoAddresses.userId, key.userId),
        eq(cryptoAddresses.family, key.family),
        eq(cryptoAddresses.keyId, key.keyId),
      ),
    );
  return row;
}

/** Stores a derived address; nothing when the player has one for the key already. */
export async function insertDepositAddress(db: Executor, values: typeof cryptoAddresses.$inferInsert) {
  await db.insert(cryptoAddresses).values(values).onConflictDoNothing();
}

/** Whether the address is one of the player's own deposit addresses here (EVM ones in any case). */
export async function isOwnDepositAddress(db: Executor, userId: number, address: string) {
  const [row] = await db
    .select({ userId: cryptoAddresses.userId })
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.userId, userId), sql`lower(${cryptoAddresses.address}) = ${address.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

/** The coins of the player's crypto deposits credited after `since` (protection's money in). */
export async function creditedCoinsSince(db: Executor, userId: number, since: Date) {
  return coinsSum(
    db,
    cryptoDeposits,
    cryptoDeposits.coinAmount,
    and(eq(cryptoDeposits.userId, userId), eq(cryptoDeposits.status, 'credited'), gt(cryptoDeposits.creditedAt, since)),
  );
}
