// The migration table's queries; each takes the executor it runs on.
import { and, count, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { coinsSum } from '../../db/sums';
import type { Executor, Tx } from '../../db/client';
import { accountMigrations, sandboxProviderDebits } from '../../db/schema/migration';
import { accountIs, accountOf } from '../user/account-columns';
import { AppError } from '../../lib/app-error';

export type MigrationRow = typeof accountMigrations.$inferSelect;

export async function findMigrationBySn(db: Executor, sn: string) {
  const [row] = await db.select().from(accountMigrations).where(eq(accountMigrations.migrationSn, sn));
  return row;
}

export async function findMigrationByRequestKey(db: Executor, userId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(accountMigrations)
    .where(and(eq(accountMigrations.userId, userId), eq(accountMigrations.requestKey, requestKey)));
  return row;
}

export async function findMigrationByAccount(db: Executor, provider: string, account: string) {
  const [row] = await db
    .select()
    .from(accountMigrations)
    .where(and(eq(accountMigrations.provider, provider), eq(accountMigrations.providerAccount, account)));
  return row;
}

/** The new row, or nothing when the account (or the request key) is taken already. */
export async function insertMigration(db: Executor, values: typeof accountMigrations.$inferInsert) {
  const [row] = await db.insert(accountMigrations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockMigration(tx: Tx, sn: string) {
  const [row] = await tx.select().from(accountMigrations).where(eq(accountMigrations.migrationSn, sn)).for('update');
  if (!row) throw new AppError(404, 'migration_unknown', 'migration.unknown');
  return row;
}

export async function updateMigration(
  db: Executor,
  id: number,
  values: Partial<typeof accountMigrations.$inferInsert>,
) {
  const [row] = await db.update(accountMigrations).set(values).where(eq(accountMigrations.id, id)).returning();
  return row!;
}

export interface MigrationFilter {
  userId?: number | undefined;
  status?: MigrationRow['status'] | undefined;
  /** Our player's account or the provider account, any case. */
  account?: string | undefined;
}

/** Newest first, with the player's account; a player's own list has the player in the query. */
export async function listMigrationRows(db: Executor, f: MigrationFilter, page: { page: number; pageSize: number }) {
  const where: SQL | undefined = and(
    f.userId !== undefined ? eq(accountMigrations.userId, f.userId) : undefined,
    f.status ? eq(accountMigrations.status, f.status) : undefined,
    f.account
      ? or(
          accountIs(accountMigrations.userId, f.account),
          eq(accountMigrations.providerAccount, f.account.toLowerCase()),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: accountMigrations, playerAccount: accountOf(accountMigrations.userId) })
      .from(accountMigrations)
      .where(where)
      .orderBy(desc(accountMigrations.createdAt), desc(accountMigrations.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(accountMigrations).where(where),
  ]);
  return { rows, total: total!.n };
}

/** The sandbox provider's debit of an account, or of a migration. */
export async function findSandboxDebit(db: Executor, key: { account: string } | { migrationSn: string }) {
  const where =
    'account' in key
      ? eq(sandboxProviderDebits.account, key.account)
      : eq(sandboxProviderDebits.migrationSn, key.migrationSn);
  const [row] = await db.select().from(sandboxProviderDebits).where(where);
  return row;
}

/** Records a sandbox debit once; a repeated one changes nothing. */
export async function insertSandboxDebit(db: Executor, values: typeof sandboxProviderDebits.$inferInsert) {
  await db.insert(sandboxProviderDebits).values(values).onConflictDoNothing();
}

/** Replaces the account at the other provider, unique per migration so its once-only key still holds (privacy's erasure). */
export async function eraseProviderAccountsOf(db: Executor, userId: number) {
  await db
    .update(accountMigrations)
    .set({ providerAccount: sql`'erased-' || ${accountMigrations.id}` })
    .where(eq(accountMigrations.userId, userId));
}

/**
 * The coins of the player's migrations opened after `since` that are on their way in or came in
 * (awaiting the provider's debit, or completed): counted from the moment they open (protection's money in).
 */
export async function migratedCoinsSince(db: Executor, userId: number, since: Date) {
  return coinsSum(
    db,
    accountMigrations,
    accountMigrations.coinAmount,
    and(
      eq(accountMigrations.userId, userId),
      inArray(accountMigrations.status, ['pending', 'completed']),
      gt(accountMigrations.createdAt, since),
    ),
  );
}
