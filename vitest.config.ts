// All unit and API tests. The server's API tests run on a fresh embedded PGlite per file, and again
// on PostgreSQL (a fresh database per file) whenever DATABASE_URL is set; each project migrates one
// template database per run, which every file's database is copied from (test/global-setup.ts).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/scripts/**/*.test.ts'];

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
      include: serverTests,
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      // Each file builds its own app and database, so files can share a worker: the embedded
      // database's WASM module then compiles once per worker instead of once per file.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];
if (process.env.DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-pg',
      include: serverTests,
      environment: 'node',
      env: { TEST_DB: 'postgres' },
      globalSetup: ['apps/server/src/test/global-setup.ts'],
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}
if (existsSync('apps/web/vitest.config.ts')) projects.push('apps/web/vitest.config.ts');

export default defineConfig({
  test: {
    // Most server tests wait on a database, not the CPU: one worker more than the cores (Vitest's
    // default is one fewer) cut the suite from 5.5 to 3.4 minutes on a two-core machine.
    maxWorkers: availableParallelism() + 1,
    // On CI a test that fails is run once more, as the end-to-end suite does; `npm test` still names
    // every test that needed the second run, so a flaky test is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
    projects,
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
  },
});
