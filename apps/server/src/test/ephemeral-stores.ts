// Both backends of the ephemeral store for a test file: the database always, Redis when REDIS_URL
// is set. Registers the hooks that open and close them; each `make` gives a store of its own keys.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { databaseStore, redisStore, type EphemeralStore } from '../lib/ephemeral-store';
import { createTestDatabase, type TestDatabase } from './database';

export function ephemeralStoreBackends(): Array<[string, () => EphemeralStore]> {
  let testDb: TestDatabase;
  let redis: Redis | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    if (process.env.REDIS_URL) redis = new Redis(process.env.REDIS_URL);
  });
  afterAll(async () => {
    await testDb.dispose();
    await redis?.quit();
  });
  const stores: Array<[string, () => EphemeralStore]> = [['database', () => databaseStore(testDb.database.db)]];
  if (process.env.REDIS_URL) stores.push(['redis', () => redisStore(redis!, `test:${randomUUID()}:`)]);
  return stores;
}
