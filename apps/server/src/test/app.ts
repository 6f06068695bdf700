// Builds the real app over a fresh test database for one test file. Configuration comes from the
// same parser as production, with test defaults and per-test overrides.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './database';
import { bonusOffers } from '../db/schema/bonus';

export interface TestApp {
  app: App;
  db: TestDatabase['database']['db'];
  testDb: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(
  /** Configuration; `TEST_BONUS_OFFERS: 'on'` keeps the seeded bonus offers running (see below). */
  env: Record<string, string | undefined> = {},
  /** Runs before the app is ready, e.g. to add a route only a test needs. */
  setup?: (app: App) => void,
  /** Where the app logs; silent unless a test reads the log. */
  logger: AppOptions['logger'] = false,
): Promise<TestApp> {
  const { TEST_BONUS_OFFERS, ...configEnv } = env;
  const testDb = await createTestDatabase();
  // The seeded first-deposit bonus would lock part of every test player's first deposit and make
  // withdrawals ask to forfeit it; only the bonus tests (and the end-to-end site) run the offers.
  if (TEST_BONUS_OFFERS !== 'on') await testDb.database.db.update(bonusOffers).set({ enabled: false });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hall-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL,
    // Each test app has its own key space, so parallel files and earlier runs never share counters.
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // A fixed test key, so no key file is written; two kids prove rotation works.
    CARD_KEYS: `old:${Buffer.alloc(32, 1).toString('base64')},test:${Buffer.alloc(32, 7).toString('base64')}`,
    CARD_KEY_ID: 'test',
    // Tests settle the days they make themselves instead of a queued job at start-up.
    REBATE_SETTLEMENT: 'off',
    // Likewise the hourly ledger check: its own test turns it on (every test checks its ledger itself).
    LEDGER_CHECK_MINUTES: '0',
    // The low-play AML rule would flag nearly every test player's withdrawal (they deposit and withdraw
    // without playing), and each approval would then have to name the flag as the console does; the
    // AML tests turn it on.
    AML_TURNOVER_RATIO: '0',
    ...configEnv,
  });
  const app = await buildApp({ config, database: testDb.database, logger });
  setup?.(app);
  await app.ready();
  return {
    app,
    db: testDb.database.db,
    testDb,
    close: async () => {
      if (app.redis) {
        const keys = await app.redis.keys(`${config.REDIS_PREFIX}*`);
        if (keys.length) await app.redis.del(...keys);
      }
      await app.close();
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs JSON to the app and returns the status and the parsed envelope. */
export async function post(
  app: App,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  /** The client address the request comes from (limits are per address). */
  remoteAddress = '127.0.0.1',
): Promise<{
  status: number;
  // Tests read whatever payload the call returns; each test asserts its own shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { code: number; msg: string; data: any };
  headers: Record<string, unknown>;
}> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

let ipCounter = 0;
/** A fresh client address, so rate limits of one test do not touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
