// Short-lived shared state: Redis when configured (shared by every API process), otherwise a
// database table. Both give the same atomic operations, so callers never look-then-write. Rate
// limits are rate-limiter-flexible's limiters over the same backend.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Executor } from '../db/client';
import { ephemeral } from '../db/schema/ephemeral';
import { rateLimits } from '../db/schema/rate-limit';

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
  /** A limiter allowing `points` per fixed window of `durationSeconds`, whose counts are atomic. */
  limiter(points: number, durationSeconds: number): RateLimiterAbstract;
}

/** One limiter per (points, window) and store; all share one key space, as the counters did before. */
function limiterCache(make: (points: number, duration: number) => RateLimiterAbstract) {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (points: number, duration: number) => {
    const id = `${points}/${duration}`;
    let limiter = limiters.get(id);
    if (!limiter) limiters.set(id, (limiter = make(points, duration)));
    return limiter;
  };
}

export function redisStore(redis: Redis, prefix = 'hall:'): EphemeralStore {
  // The limiter's Lua script adds and sets the expiry in one step on the Redis server.
  const limiter = limiterCache(
    (points, duration) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}rl`, points, duration }),
  );
  return {
    limiter,
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
    if (++writes % 200 !== 0) return;
    await db.delete(ephemeral).where(lt(ephemeral.expiresAt, sql`now()`));
    await db.delete(rateLimits).where(lt(rateLimits.expire, sql`now()`));
  };
  // One INSERT ... ON CONFLICT DO UPDATE per count, so parallel counts on any number of connections
  // serialise on the row. The library's own clean-up timer is off: it would outlive a closed
  // database; the writers' sweep clears expired windows instead.
  const cached = limiterCache(
    (points, duration) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: 'rl',
        points,
        duration,
        clearExpiredByTimeout: false,
      }),
  );
  return {
    limiter(points, duration) {
      // Counting uses here keeps the sweep going where only limits are written.
      sweep().catch(() => {});
      return cached(points, duration);
    },
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
