// What counts against a player's deposit limits: every way coins enter the player's cash, not only
// bank orders. A bank order and a migration count from the moment they are opened (awaiting payment,
// awaiting the provider's debit), so parallel ones cannot each pass the same limit; a crypto deposit,
// an agent's transfer to the member and an operator's adjustment marked as a deposit count once credited.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { balanceAdjustments } from '../../db/schema/adjustment';
import { cryptoDeposits } from '../../db/schema/crypto';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger';
import { accountMigrations } from '../../db/schema/migration';
import { depositOrders } from '../../db/schema/pay';

const total = (column: Parameters<typeof sql>[1]) => sql<string>`coalesce(sum(${column}), 0)`;

async function bankOrders(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ total: total(depositOrders.coinAmount) })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        inArray(depositOrders.status, ['pending', 'paid']),
        gt(depositOrders.createdAt, since),
      ),
    );
  return BigInt(row!.total);
}

async function cryptoCredits(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ total: total(cryptoDeposits.coinAmount) })
    .from(cryptoDeposits)
    .where(
      and(
        eq(cryptoDeposits.userId, userId),
        eq(cryptoDeposits.status, 'credited'),
        gt(cryptoDeposits.creditedAt, since),
      ),
    );
  return BigInt(row!.total);
}

async function migrations(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ total: total(accountMigrations.coinAmount) })
    .from(accountMigrations)
    .where(
      and(
        eq(accountMigrations.userId, userId),
        inArray(accountMigrations.status, ['pending', 'completed']),
        gt(accountMigrations.createdAt, since),
      ),
    );
  return BigInt(row!.total);
}

/** Coins agents gave the player (a take-back by the agent is not the player's money in). */
async function agentGifts(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ total: total(ledgerTransfers.amount) })
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

async function depositAdjustments(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ total: total(balanceAdjustments.amount) })
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.userId, userId),
        eq(balanceAdjustments.status, 'approved'),
        eq(balanceAdjustments.countsAsDeposit, true),
        gt(balanceAdjustments.decidedAt, since),
      ),
    );
  return BigInt(row!.total);
}

/** Coins that came in (or are on their way in) through any path in the rolling window after `since`. */
export async function moneyInSince(db: Executor, userId: number, since: Date): Promise<bigint> {
  const parts = await Promise.all(
    [bankOrders, cryptoCredits, migrations, agentGifts, depositAdjustments].map((part) => part(db, userId, since)),
  );
  return parts.reduce((a, b) => a + b, 0n);
}
