import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';
import { inTransaction } from '../../db/transaction';
import { createTestDatabase, testEngine, useTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount, walletBalance } from './accounts';
import { postTransfer, postTransfers, type TransferInput } from './post';
import { verifyLedger } from './verify';

let db: TestDatabase['database']['db'];
useTestDatabase((opened) => (db = opened));

let keys = 0;
const key = (label = 'k') => `${label}-${++keys}-${Math.random().toString(36).slice(2)}`;

async function fundedWallet(amount: bigint) {
  const user = await createUser(db);
  const wallet = await walletAccount(db, user.id);
  const house = await systemAccount(db, SYSTEM_ACCOUNTS.house);
  if (amount > 0n) {
    await inTransaction(db, (tx) =>
      postTransfer(tx, {
        debitAccountId: house,
        creditAccountId: wallet,
        amount,
        kind: 'adjustment',
        reference: 'test',
        idempotencyKey: key('fund'),
      }),
    );
  }
  return { user, wallet, house };
}

const post = (input: Omit<TransferInput, 'reference'> & { reference?: string }) =>
  inTransaction(db, (tx) => postTransfer(tx, { reference: 'test', ...input }));

describe('postTransfer', () => {
  it('moves coins with one entry on each side and keeps the ledger balanced', async () => {
    const { user, wallet, house } = await fundedWallet(1000n);
    const result = await post({
      debitAccountId: wallet,
      creditAccountId: house,
      amount: 300n,
      kind: 'bet',
      idempotencyKey: key(),
    });
    expect(result).toMatchObject({ replayed: false, debitBalanceAfter: 700n });
    expect(await walletBalance(db, user.id)).toBe(700n);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, result.transferId));
    expect(entries.map((e) => e.amount).sort()).toEqual([-300n, 300n]);
    await expectLedgerVerified(db);
  });

  it('never takes a wallet below zero and leaves nothing behind when it refuses', async () => {
    const { user, wallet, house } = await fundedWallet(100n);
    const k = key();
    await expect(
      post({ debitAccountId: wallet, creditAccountId: house, amount: 101n, kind: 'bet', idempotencyKey: k }),
    ).rejects.toMatchObject({
      reason: 'insufficient_funds',
    });
    expect(await walletBalance(db, user.id)).toBe(100n);
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, k))).toEqual([]);
    await expectLedgerVerified(db);
  });

  it('returns the first result for a replayed key and moves nothing', async () => {
    const { user, wallet, house } = await fundedWallet(500n);
    const k = key();
    const first = await post({
      debitAccountId: wallet,
      creditAccountId: house,
      amount: 200n,
      kind: 'bet',
      idempotencyKey: k,
    });
    const again = await post({
      debitAccountId: wallet,
      creditAccountId: house,
      amount: 200n,
      kind: 'bet',
      idempotencyKey: k,
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await walletBalance(db, user.id)).toBe(300n);
    await expect(
      post({ debitAccountId: wallet, creditAccountId: house, amount: 201n, kind: 'bet', idempotencyKey: k }),
    ).rejects.toMatchObject({
      reason: 'idempotency_key_reused',
    });
    await expectLedgerVerified(db);
  });

  it('refuses zero, negative and self transfers', async () => {
    const { wallet, house } = await fundedWallet(10n);
    await expect(
      post({ debitAccountId: wallet, creditAccountId: house, amount: 0n, kind: 'bet', idempotencyKey: key() }),
    ).rejects.toThrow();
    await expect(
      post({ debitAccountId: wallet, creditAccountId: house, amount: -5n, kind: 'bet', idempotencyKey: key() }),
    ).rejects.toThrow();
    await expect(
      post({ debitAccountId: wallet, creditAccountId: wallet, amount: 5n, kind: 'bet', idempotencyKey: key() }),
    ).rejects.toThrow();
  });

  it('keeps history append-only: the database refuses to edit or delete entries and transfers', async () => {
    await fundedWallet(10n);
    await expect(db.execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    await expectLedgerVerified(db);
  });

  it('refuses a negative wallet even when a bug bypasses the posting function', async () => {
    const { wallet } = await fundedWallet(5n);
    await expect(
      db.update(ledgerAccounts).set({ balance: -1n }).where(eq(ledgerAccounts.id, wallet)),
    ).rejects.toThrow();
  });
});

describe('postTransfers', () => {
  const batch = (inputs: Array<Omit<TransferInput, 'reference' | 'kind'>>) =>
    inTransaction(db, (tx) =>
      postTransfers(
        tx,
        inputs.map((i) => ({ reference: 'test', kind: 'adjustment', ...i })),
      ),
    );

  it('posts many transfers, several on one account, with entries that chain and the same balances as one by one', async () => {
    const a = await fundedWallet(1000n);
    const b = await fundedWallet(0n);
    const c = await fundedWallet(0n);
    const results = await batch([
      { debitAccountId: a.wallet, creditAccountId: b.wallet, amount: 300n, idempotencyKey: key() },
      { debitAccountId: b.wallet, creditAccountId: c.wallet, amount: 100n, idempotencyKey: key() },
      { debitAccountId: a.wallet, creditAccountId: c.wallet, amount: 700n, idempotencyKey: key() },
      { debitAccountId: a.house, creditAccountId: b.wallet, amount: 5n, idempotencyKey: key() },
    ]);
    expect(results.map((r) => [r.debitBalanceAfter, r.creditBalanceAfter, r.replayed])).toEqual([
      [0n + 700n, 300n, false],
      [200n, 100n, false],
      [0n, 800n, false],
      [results[3]!.debitBalanceAfter, 205n, false],
    ]);
    expect(await walletBalance(db, a.user.id)).toBe(0n);
    expect(await walletBalance(db, b.user.id)).toBe(205n);
    expect(await walletBalance(db, c.user.id)).toBe(800n);
    await expectLedgerVerified(db);
  });

  it('replays keys seen before and moves nothing for them', async () => {
    const a = await fundedWallet(500n);
    const b = await fundedWallet(0n);
    const k = key();
    const first = await post({
      debitAccountId: a.wallet,
      creditAccountId: b.wallet,
      amount: 100n,
      kind: 'adjustment',
      idempotencyKey: k,
    });
    const results = await batch([
      { debitAccountId: a.wallet, creditAccountId: b.wallet, amount: 100n, idempotencyKey: k },
      { debitAccountId: a.wallet, creditAccountId: b.wallet, amount: 50n, idempotencyKey: key() },
    ]);
    expect(results[0]).toMatchObject({ transferId: first.transferId, replayed: true });
    expect(results[1]!.replayed).toBe(false);
    expect(await walletBalance(db, b.user.id)).toBe(150n);
    await expectLedgerVerified(db);
  });

  it('refuses the whole batch when one transfer would take a wallet below zero', async () => {
    const a = await fundedWallet(100n);
    const b = await fundedWallet(0n);
    await expect(
      batch([
        { debitAccountId: a.wallet, creditAccountId: b.wallet, amount: 60n, idempotencyKey: key() },
        { debitAccountId: a.wallet, creditAccountId: b.wallet, amount: 60n, idempotencyKey: key() },
      ]),
    ).rejects.toMatchObject({ reason: 'insufficient_funds' });
    expect(await walletBalance(db, a.user.id)).toBe(100n);
    expect(await walletBalance(db, b.user.id)).toBe(0n);
    const same = key();
    await expect(
      batch([
        { debitAccountId: a.wallet, creditAccountId: b.wallet, amount: 1n, idempotencyKey: same },
        { debitAccountId: a.wallet, creditAccountId: b.wallet, amount: 1n, idempotencyKey: same },
      ]),
    ).rejects.toThrow(/twice/);
    await expectLedgerVerified(db);
  });
});

describe('verifyLedger', () => {
  it('notices a balance that no longer matches its entries', async () => {
    const local = await createTestDatabase();
    try {
      const user = await createUser(local.database.db);
      const wallet = await walletAccount(local.database.db, user.id);
      const house = await systemAccount(local.database.db, SYSTEM_ACCOUNTS.house);
      await inTransaction(local.database.db, (tx) =>
        postTransfer(tx, {
          debitAccountId: house,
          creditAccountId: wallet,
          amount: 50n,
          kind: 'adjustment',
          reference: 't',
          idempotencyKey: 'x',
        }),
      );
      expect((await verifyLedger(local.database.db)).ok).toBe(true);
      await local.database.db.update(ledgerAccounts).set({ balance: 60n }).where(eq(ledgerAccounts.id, wallet));
      const report = await verifyLedger(local.database.db);
      expect(report.ok).toBe(false);
      expect(report.problems.join('\n')).toMatch(/balance 60 but entries sum to 50/);
      expect(report.problems.join('\n')).toMatch(/sum to 10, not 0/);
    } finally {
      await local.dispose();
    }
  });
});

describe('a model of random transfers', () => {
  it('matches an in-memory model after any sequence, and the ledger verifies', async () => {
    const players = await Promise.all([0n, 0n, 0n].map((b) => fundedWallet(b)));
    const house = players[0]!.house;
    const model = new Map<number, bigint>(players.map((p) => [p.wallet, 0n]));
    const accounts = [house, ...players.map((p) => p.wallet)];

    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat(3),
            to: fc.nat(3),
            amount: fc.bigInt({ min: 1n, max: 500n }),
            replay: fc.boolean(),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (steps) => {
          for (const step of steps) {
            if (step.from === step.to) continue;
            const debit = accounts[step.from]!;
            const credit = accounts[step.to]!;
            const k = key('model');
            const attempt = () =>
              post({
                debitAccountId: debit,
                creditAccountId: credit,
                amount: step.amount,
                kind: 'adjustment',
                idempotencyKey: k,
              });
            const debitBefore = model.get(debit);
            const allowed = debit === house || (debitBefore ?? 0n) >= step.amount;
            if (allowed) {
              await attempt();
              if (step.replay) expect((await attempt()).replayed).toBe(true);
              if (debit !== house) model.set(debit, debitBefore! - step.amount);
              if (credit !== house) model.set(credit, model.get(credit)! + step.amount);
            } else {
              await expect(attempt()).rejects.toMatchObject({ reason: 'insufficient_funds' });
            }
          }
          for (const p of players) expect(await walletBalance(db, p.user.id)).toBe(model.get(p.wallet));
          await expectLedgerVerified(db);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe.runIf(testEngine() === 'postgres')('under concurrency on PostgreSQL', () => {
  it('accepts exactly one of 200 concurrent debits of 60% of a balance', async () => {
    const { user, wallet } = await fundedWallet(1000n);
    const hold = await systemAccount(db, SYSTEM_ACCOUNTS.withdrawalHold);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        post({
          debitAccountId: wallet,
          creditAccountId: hold,
          amount: 600n,
          kind: 'withdrawal_hold',
          idempotencyKey: key('race'),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.every((r) => r.reason.reason === 'insufficient_funds')).toBe(true);
    expect(await walletBalance(db, user.id)).toBe(400n);
    await expectLedgerVerified(db);
  });

  it('moves coins once for one key sent 20 times at once', async () => {
    const { user, wallet, house } = await fundedWallet(0n);
    const k = key('same');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post({ debitAccountId: house, creditAccountId: wallet, amount: 77n, kind: 'deposit', idempotencyKey: k }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await walletBalance(db, user.id)).toBe(77n);
    await expectLedgerVerified(db);
  });

  it('never deadlocks when transfers cross between the same accounts', async () => {
    const a = await fundedWallet(10_000n);
    const b = await fundedWallet(10_000n);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2
          ? post({
              debitAccountId: a.wallet,
              creditAccountId: b.wallet,
              amount: 3n,
              kind: 'agent_transfer',
              idempotencyKey: key('x'),
            })
          : post({
              debitAccountId: b.wallet,
              creditAccountId: a.wallet,
              amount: 5n,
              kind: 'agent_transfer',
              idempotencyKey: key('x'),
            }),
      ),
    );
    expect((await walletBalance(db, a.user.id)) + (await walletBalance(db, b.user.id))).toBe(20_000n);
    expect(await walletBalance(db, a.user.id)).toBe(10_000n - 50n * 3n + 50n * 5n);
    await expectLedgerVerified(db);
  });
});
