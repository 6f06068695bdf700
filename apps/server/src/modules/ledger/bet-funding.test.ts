import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger';
import { inTransaction } from '../../db/transaction';
import { useTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { bonusAccount, bonusBalance, SYSTEM_ACCOUNTS, systemAccount, walletAccount, walletBalance } from './accounts';
import { fundBet, type BetSplit } from './bet-funding';
import { postTransfer } from './post';

let db: TestDatabase['database']['db'];
useTestDatabase((opened) => (db = opened));

let rounds = 0;
const roundSn = () => `GTEST${++rounds}${Math.random().toString(36).slice(2, 8)}`;

/**
 * A player holding `cash` in the wallet and `locked` bonus coins. No grant is made (fundBet is told
 * whether one is in play), so the ledger check, which wants one behind locked coins, is not run here.
 */
async function player(cash: bigint, locked: bigint) {
  const user = await createUser(db);
  const pool = await systemAccount(db, SYSTEM_ACCOUNTS.bonusPool);
  await inTransaction(db, async (tx) => {
    for (const [account, amount] of [
      [await walletAccount(tx, user.id), cash],
      [await bonusAccount(tx, user.id), locked],
    ] as const)
      if (amount > 0n)
        await postTransfer(tx, {
          debitAccountId: pool,
          creditAccountId: account,
          amount,
          kind: 'adjustment',
          reference: 'test',
          idempotencyKey: `fund:${account}:${Math.random()}`,
        });
  });
  return user.id;
}

const bet = (userId: number, amount: bigint, win: bigint, bonusInPlay: boolean) => {
  const sn = roundSn();
  const splits: BetSplit[] = [];
  const paid = inTransaction(db, (tx) =>
    fundBet(tx, { userId, roundSn: sn, amount, win, bonusInPlay }, async (split) => {
      splits.push(split);
      return sn;
    }),
  );
  return { sn, splits, paid };
};

const keysOf = async (sn: string) =>
  (
    await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `round:${sn}`))
  )
    .map((t) => `${t.idempotencyKey.split(':')[0]}=${t.amount}`)
    .sort();

describe('fundBet', () => {
  it('takes cash first, then locked coins, and keeps the locked share of the win locked', async () => {
    const userId = await player(30n, 100n);
    const { sn, splits, paid } = bet(userId, 50n, 21n, true);
    expect(await paid).toEqual({ recorded: sn, cash: 13n, locked: 88n });
    expect(splits).toEqual([{ fromCash: 30n, fromBonus: 20n }]);
    // 21 × 20 / 50 = 8.4: the bonus part rounds down, cash gets the remainder.
    expect(await keysOf(sn)).toEqual(['bet-bonus=20', 'bet=30', 'win-bonus=8', 'win=13'].sort());
    expect(await walletBalance(db, userId)).toBe(13n);
    expect(await bonusBalance(db, userId)).toBe(88n);
  });

  it('pays from cash alone and leaves the locked coins alone with no bonus in play', async () => {
    const userId = await player(100n, 40n);
    const { sn, splits, paid } = bet(userId, 50n, 0n, false);
    expect(await paid).toEqual({ recorded: sn, cash: 50n, locked: null });
    expect(splits).toEqual([{ fromCash: 50n, fromBonus: 0n }]);
    expect(await keysOf(sn)).toEqual(['bet=50']);
    expect(await bonusBalance(db, userId)).toBe(40n);
  });

  it('refuses a bet that cash and locked coins together do not cover, before the round is recorded', async () => {
    const userId = await player(10n, 20n);
    const { sn, splits, paid } = bet(userId, 50n, 0n, true);
    await expect(paid).rejects.toMatchObject({ reason: 'insufficient_funds' });
    expect(splits).toEqual([]);
    expect(await keysOf(sn)).toEqual([]);
    expect(await walletBalance(db, userId)).toBe(10n);
  });
});
