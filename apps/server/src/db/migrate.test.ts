// Several processes starting at once against one PostgreSQL must apply the migrations exactly once.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { createTestDatabase, testEngine } from '../test/database';

describe('migrations', () => {
  it('are idempotent and safe to run from several processes at once', async () => {
    const fresh = await createTestDatabase();
    try {
      const others =
        testEngine() === 'postgres'
          ? await Promise.all([1, 2, 3].map(() => openDatabase({ url: fresh.url!, poolSize: 2 })))
          : [fresh.database];
      await Promise.all(others.map((d) => runMigrations(d)));
      const result = await fresh.database.db.execute(sql`select count(*)::int as n from countries`);
      const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
      expect(rows[0]!.n).toBeGreaterThan(230);
      if (testEngine() === 'postgres') await Promise.all(others.map((d) => d.close()));
    } finally {
      await fresh.dispose();
    }
  });
});
