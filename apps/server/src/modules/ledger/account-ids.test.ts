// Account ids are remembered per database once committed, so a spin need not look its wallet and
// house account up each time; an account opened in a rolled-back transaction is never remembered.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../db/schema/ledger';
import { inTransaction } from '../../db/transaction';
import { createTestDatabase, useTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { knownAccountId } from './account-ids';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from './accounts';

let db: TestDatabase['database']['db'];
useTestDatabase((opened) => (db = opened));

const rowExists = async (id: number) =>
  (await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id))).length === 1;

describe('remembered account ids', () => {
  it('are remembered once the transaction that opened the account commits, not before', async () => {
    const user = await createUser(db);
    const key = `user_wallet:${user.id}`;
    const id = await inTransaction(db, async (tx) => {
      const opened = await walletAccount(tx, user.id);
      expect(knownAccountId(tx, key)).toBeUndefined();
      expect(knownAccountId(db, key)).toBeUndefined();
      return opened;
    });
    expect(knownAccountId(db, key)).toBe(id);
    expect(await walletAccount(db, user.id)).toBe(id);
  });

  it('are never remembered for an account opened in a transaction that rolls back', async () => {
    const user = await createUser(db);
    const key = `user_wallet:${user.id}`;
    let rolledBack = 0;
    await expect(
      inTransaction(db, async (tx) => {
        rolledBack = await walletAccount(tx, user.id);
        throw new Error('the work fails after the wallet was opened');
      }),
    ).rejects.toThrow('the work fails');
    expect(knownAccountId(db, key)).toBeUndefined();
    expect(await rowExists(rolledBack)).toBe(false);
    const id = await walletAccount(db, user.id);
    expect(id).not.toBe(rolledBack);
    expect(await rowExists(id)).toBe(true);
  });

  it('are kept by database: another database looks its own accounts up', async () => {
    const other = await createTestDatabase();
    try {
      const here = await systemAccount(db, SYSTEM_ACCOUNTS.houseShard(3));
      expect(knownAccountId(db, 'system:house:3')).toBe(here);
      expect(knownAccountId(other.database.db, 'system:house:3')).toBeUndefined();
    } finally {
      await other.dispose();
    }
  });

  it('are not remembered inside a transaction this code did not open (its outcome is unknown)', async () => {
    const user = await createUser(db);
    await db
      .transaction(async (tx) => {
        await walletAccount(tx, user.id);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(knownAccountId(db, `user_wallet:${user.id}`)).toBeUndefined();
  });
});
