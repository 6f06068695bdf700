// Short-lived shared state: Redis when configured (shared by every API process), otherwise a
// database table. Both give the same atomic operations, so callers never look-then-write.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Executor } from '../db/client';
import { ephemeral } from '../db/schema/index';

export interface Counter {
  count: number;
  /** Seconds until the window resets. */
  ttlSeconds: number;
}

export interface EphemeralStore {
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Reads and deletes in one step: a value can be taken once. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Adds one to a fixed-window counter that starts when first incremented. */
  increment(key: string, windowSeconds: number): Promise<Counter>;
  /** Seconds a key has left, or 0 if it does not exist. */
  ttl(key: string): Promise<number>;
}

export function redisStore(redis: Redis, prefix = 'hall:'): EphemeralStore {
  return {
    async put(key, value, ttlSeconds) {
      await redis.set(prefix + key, value, 'EX', ttlSeconds);
    },
    get: (key) => redis.get(prefix + key),
    take: (key) => redis.getdel(prefix + key),
    async delete(key) {
      await redis.del(prefix + key);
    },
    async increment(key, windowSeconds) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .ttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, ttlSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async ttl(key) {
      const seconds = await redis.ttl(prefix + key);
      return seconds > 0 ? seconds : 0;
    },
  };
}

export function databaseStore(db: Executor): EphemeralStore {
  const live = (key: string) => and(eq(ephemeral.key, key), gt(ephemeral.expiresAt, sql`now()`));
  let writes = 0;
  // Expired rows are swept now and then by the writers themselves: no background job needed.
  const sweep = async () => {
    if (++writes % 200 === 0) await db.delete(ephemeral).where(lt(ephemeral.expiresAt, sql`now()`));
  };
  return {
    async put(key, value, ttlSeconds) {
      const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
      await db
        .insert(ephemeral)
        .values({ key, value, expiresAt })
        .onConflictDoUpdate({ target: ephemeral.key, set: { value, expiresAt } });
      await sweep();
    },
    async get(key) {
      const [row] = await db.select({ value: ephemeral.value }).from(ephemeral).where(live(key));
      return row?.value ?? null;
    },
    async take(key) {
      const rows = await db.delete(ephemeral).where(eq(ephemeral.key, key)).returning();
      const row = rows[0];
      return row && row.expiresAt > new Date() ? row.value : null;
    },
    async delete(key) {
      await db.delete(ephemeral).where(eq(ephemeral.key, key));
    },
    async increment(key, windowSeconds) {
      const fresh = sql`now() + make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(ephemeral)
        .values({ key, value: '1', expiresAt: fresh })
        .onConflictDoUpdate({
          target: ephemeral.key,
          set: {
            value: sql`case when ${ephemeral.expiresAt} <= now() then '1' else (${ephemeral.value}::int + 1)::text end`,
            expiresAt: sql`case when ${ephemeral.expiresAt} <= now() then ${fresh} else ${ephemeral.expiresAt} end`,
          },
        })
        .returning({ value: ephemeral.value, expiresAt: ephemeral.expiresAt });
      await sweep();
      const ttlSeconds = Math.max(1, Math.ceil((row!.expiresAt.getTime() - Date.now()) / 1000));
      return { count: Number(row!.value), ttlSeconds };
    },
    async ttl(key) {
      const [row] = await db.select({ expiresAt: ephemeral.expiresAt }).from(ephemeral).where(live(key));
      return row ? Math.max(0, Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000)) : 0;
    },
  };
}
