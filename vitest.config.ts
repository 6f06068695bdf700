// All unit and API tests. Each server test file gets a fresh database copied from the one template
// its project migrated for the run (test/global-setup.ts). With PostgreSQL at hand (DATABASE_URL) the
// server's tests run on it, and those that depend on the engine run on the embedded PGlite too;
// without it, every server test runs on PGlite.
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { webProject } from './apps/web/vitest.config.ts';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/scripts/**/*.test.ts'];

/**
 * Server tests whose outcome can depend on the database engine: the migrations, the ledger's own SQL
 * and its verification, the job queue's row locks, the hand-written SQL of agent reports, rollups and
 * rebates, withdrawal holds, protection limits and identity matching, marketing consent, and the embedded server's own start. They run on
 * both engines; every other server test runs once (STYLE.md, "Tests": how a new test chooses).
 */
const BOTH_ENGINES = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/modules/ledger/**/*.test.ts',
  'apps/server/src/modules/jobs/**/*.test.ts',
  'apps/server/src/modules/agent/agent-report.test.ts',
  'apps/server/src/modules/agent/rebate-*.test.ts',
  'apps/server/src/modules/withdrawal/withdrawal.test.ts',
  'apps/server/src/modules/protection/**/*.test.ts',
  'apps/server/src/modules/marketing/**/*.test.ts',
  'apps/server/src/public-url.test.ts',
];
const withPostgres = Boolean(process.env.DATABASE_URL);

const projects: TestProjectConfiguration[] = [
  { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'engine',
      include: ['packages/game-engine/src/**/*.test.ts'],
      environment: 'node',
      testTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'server',
      include: withPostgres ? BOTH_ENGINES : serverTests,
      environment: 'node',
      // argon2id at its smallest cost (lib/passwords.ts); files that need the real one say so.
      env: { TEST_DB: 'pglite', PASSWORD_HASH_COST: 'minimal' },
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      // Each file builds its own app and database, so files can share a worker: the embedded
      // database's WASM module then compiles once per worker instead of once per file.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];
if (withPostgres) {
  projects.push({
    test: {
      name: 'server-pg',
      include: serverTests,
      environment: 'node',
      env: { TEST_DB: 'postgres', PASSWORD_HASH_COST: 'minimal' },
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}
projects.push(webProject(), webProject(true));

export default defineConfig({
  test: {
    // Most server tests wait on a database, not the CPU: workers beyond the cores (Vitest's default is
    // one fewer) fill those waits. On two cores: 3 workers 482 s, 4 workers 432 s, 5 workers 413 s.
    maxWorkers: availableParallelism() + 3,
    // On CI a test that fails is run once more, as the end-to-end suite does; `npm test` still names
    // every test that needed the second run, so a flaky test is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
    projects,
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
  },
});
