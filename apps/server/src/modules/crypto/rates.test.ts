// The JPY rate against a local stand-in of the price source: kept for its time, shared by
// concurrent askers, the last good answer when the source fails or hangs, the fallback (stale)
// when there never was one; and exact conversions both ways.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { RATE_SCALE, coinsFor, createRateSource, formatPrice, parsePrice, unitsFor } from './rates';

let server: Server;
let base = '';
let hits = 0;
let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    setTimeout(() => {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple/price`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const prices = { tether: { jpy: 151.23 }, bitcoin: { jpy: 14987654 }, ethereum: { jpy: 512345.5 } };

function source(env: Record<string, string> = {}) {
  let clock = Date.parse('2026-11-25T00:00:00Z');
  const warnings: string[] = [];
  const config = loadConfig({ CRYPTO_RATE_URL: base, CRYPTO_RATE_TIMEOUT_MS: '200', ...env });
  const rates = createRateSource(config, { now: () => clock, onWarning: (m) => warnings.push(m) });
  return { rates, warnings, advance: (seconds: number) => (clock += seconds * 1000) };
}

describe('the JPY rate', () => {
  it('is asked once per TTL, and once for many concurrent askers', async () => {
    reply = { status: 200, body: prices };
    hits = 0;
    // A timeout far above the answer's time: on a busy machine the 200 ms the other tests use ran out
    // before the first request left (the source was never asked and the fallback answered).
    const { rates, advance } = source({ CRYPTO_RATE_TTL_SECONDS: '300', CRYPTO_RATE_TIMEOUT_MS: '10000' });
    const all = await Promise.all(Array.from({ length: 10 }, () => rates.current()));
    expect(hits).toBe(1);
    expect(all[0]).toMatchObject({ source: 'live', stale: false });
    expect(formatPrice(all[0]!.jpy.USDT)).toBe('151.23');
    expect(formatPrice(all[0]!.jpy.ETH)).toBe('512345.5');
    advance(299);
    await rates.current();
    expect(hits).toBe(1);
    advance(2);
    await rates.current();
    expect(hits).toBe(2);
  });

  it('keeps the last good answer when the source fails or hangs, and warns once it is stale', async () => {
    reply = { status: 200, body: prices };
    const { rates, warnings, advance } = source({ CRYPTO_RATE_TTL_SECONDS: '60', CRYPTO_RATE_STALE_SECONDS: '600' });
    await rates.current();
    reply = { status: 502, body: { error: 'down' } };
    advance(120);
    const failed = await rates.current();
    expect(failed).toMatchObject({ source: 'live', stale: false });
    expect(formatPrice(failed.jpy.BTC)).toBe('14987654');
    reply = { status: 200, body: prices, delayMs: 1000 };
    advance(600);
    const hung = await rates.current();
    expect(hung.stale).toBe(true);
    expect(warnings.some((w) => w.includes('stale'))).toBe(true);
  });

  it('uses the configured fallback, marked stale, when there never was an answer or the answer is malformed', async () => {
    reply = { status: 200, body: { tether: { jpy: 'lots' } } };
    const { rates } = source({ CRYPTO_RATE_FALLBACK: 'USDT:149.5,BTC:15000000,ETH:500000' });
    const r = await rates.current();
    expect(r).toMatchObject({ source: 'fallback', stale: true });
    expect(formatPrice(r.jpy.USDT)).toBe('149.5');
    // Without a source at all (the sandbox), the fallback is the rate.
    const none = createRateSource(loadConfig({}));
    expect((await none.current()).source).toBe('fallback');
  });

  it('converts exactly, never through floats', () => {
    const usdt = parsePrice('151.23')!;
    expect(usdt).toBe(15123000000n);
    // 12.345678 USDT at 151.23 JPY and 1 coin per yen: 1867.0267… coins, rounded down.
    expect(coinsFor(12_345_678n, 6, usdt, 1)).toBe(1867n);
    // 1 satoshi short of a whole BTC at 14,987,654 JPY.
    expect(coinsFor(99_999_999n, 8, parsePrice('14987654')!, 1)).toBe(14_987_653n);
    // 20,000 coins buy 132.248892… USDT: the units are rounded down.
    expect(unitsFor(20_000n, 6, usdt, 1)).toBe(132_248_892n);
    expect(coinsFor(unitsFor(20_000n, 6, usdt, 1), 6, usdt, 1)).toBeLessThanOrEqual(20_000n);
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice(0)).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(RATE_SCALE).toBe(100_000_000n);
  });
});
