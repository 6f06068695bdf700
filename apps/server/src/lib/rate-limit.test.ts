// Limits count atomically on both backends: parallel reservations never exceed the limit, refused
// ones are given back, and a window starts over once it ends.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ephemeralStoreBackends } from '../test/ephemeral-stores';
import { clearLimit, consume, release, reserve, tryReserve } from './rate-limit';

const stores = ephemeralStoreBackends();

describe.each(stores)('limits on the %s store', (_name, make) => {
  it('grants exactly the limit of 40 parallel reservations and keeps only those counted', async () => {
    const store = make();
    const limit = { key: `k:${randomUUID()}`, max: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, () => tryReserve(store, limit)));
    expect(results.filter((r) => r.granted)).toHaveLength(5);
    const used = results.filter((r) => r.granted).map((r) => r.used);
    expect(used.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    // Refused ones were given back: one release frees exactly one try.
    await release(store, limit);
    expect((await tryReserve(store, limit)).granted).toBe(true);
    await expect(reserve(store, limit)).rejects.toMatchObject({ status: 429, reason: 'too_many_requests' });
  });

  it('refuses with the seconds left in the window', async () => {
    const store = make();
    const limit = { key: `k:${randomUUID()}`, max: 1, windowSeconds: 120 };
    await consume(store, limit);
    const refused = await consume(store, limit).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 429, extra: { retryAfterSeconds: expect.any(Number) } });
    const seconds = (refused as { extra: { retryAfterSeconds: number } }).extra.retryAfterSeconds;
    expect(seconds).toBeGreaterThan(100);
    expect(seconds).toBeLessThanOrEqual(120);
  });

  it('counts every consume, refused ones included, and starts over after the window', async () => {
    const store = make();
    const limit = { key: `k:${randomUUID()}`, max: 3, windowSeconds: 1 };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => consume(store, limit)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 1100));
    await expect(consume(store, limit)).resolves.toBeUndefined();
  });

  it('forgets a count when cleared', async () => {
    const store = make();
    const limit = { key: `k:${randomUUID()}`, max: 2, windowSeconds: 60 };
    await reserve(store, limit);
    await reserve(store, limit);
    await expect(reserve(store, limit)).rejects.toMatchObject({ status: 429 });
    await clearLimit(store, limit);
    expect((await reserve(store, limit)).used).toBe(1);
  });
});
