// Both stores must behave alike, including under concurrent use (single-use takes, exact counters).
import { describe, expect, it } from 'vitest';
import { ephemeralStoreBackends } from '../test/ephemeral-stores';

const stores = ephemeralStoreBackends();

describe.each(stores)('%s store', (_name, make) => {
  it('keeps a value until it expires', async () => {
    const store = make();
    await store.put('a', 'one', 1);
    expect(await store.get('a')).toBe('one');
    expect(await store.ttl('a')).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.get('a')).toBeNull();
    expect(await store.take('a')).toBeNull();
    expect(await store.ttl('a')).toBe(0);
  });

  it('lets a value be taken exactly once, even by concurrent takers', async () => {
    const store = make();
    await store.put('once', 'secret', 60);
    const results = await Promise.all(Array.from({ length: 10 }, () => store.take('once')));
    expect(results.filter((r) => r === 'secret')).toHaveLength(1);
    expect(await store.get('once')).toBeNull();
  });

  it('counts concurrent increments exactly within a window, then starts over', async () => {
    const store = make();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment('hits', 1)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await store.increment('hits', 1)).count).toBe(1);
  });

  it('deletes', async () => {
    const store = make();
    await store.put('d', 'x', 60);
    await store.delete('d');
    expect(await store.get('d')).toBeNull();
  });
});
