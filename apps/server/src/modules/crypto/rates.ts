// The JPY price of each coin: the one external GET of the crypto cashier. Asked with a timeout,
// kept for CRYPTO_RATE_TTL_SECONDS, shared by concurrent askers; when the source fails the last good
// answer stands (marked stale once older than CRYPTO_RATE_STALE_SECONDS), and with none the
// configured fallback does, marked stale. Prices are exact decimals (8 places), never floats, and
// the conversions below round in the house's favour only by the last unit.
import type { CoinSymbol } from '@hall/contracts/crypto';
import type { Config } from '../../config';
import { unitsText } from './coins';

/** Prices are JPY per whole coin × 10^8. */
export const RATE_SCALE = 10n ** 8n;

export interface Rates {
  /** JPY per whole coin, scaled by RATE_SCALE. */
  jpy: Record<CoinSymbol, bigint>;
  at: Date;
  source: 'live' | 'fallback';
  stale: boolean;
}

const GECKO_IDS: Record<CoinSymbol, string> = { USDT: 'tether', BTC: 'bitcoin', ETH: 'ethereum' };
const SYMBOLS = Object.keys(GECKO_IDS) as CoinSymbol[];

/** "151.2" or 151.2 → 15120000000n; anything else (negative, zero, not a number) → null. */
export function parsePrice(value: unknown): bigint | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(8) : value;
  if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,8})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const scaled = BigInt(whole!) * RATE_SCALE + BigInt(fraction.padEnd(8, '0'));
  return scaled > 0n ? scaled : null;
}

/** A price as a decimal string with the trailing zeros of its fraction dropped. */
export const formatPrice = (scaled: bigint): string => unitsText(scaled, 8);

/**
 * Coins for an amount of crypto in its smallest units: rounded down for what a deposit credits, up
 * for what a withdrawal takes, so a fraction of a coin never goes to the player's side.
 */
export function coinsFor(
  units: bigint,
  decimals: number,
  jpyScaled: bigint,
  coinsPerJpy: number,
  round: 'down' | 'up' = 'down',
): bigint {
  const value = units * jpyScaled * BigInt(coinsPerJpy);
  const per = 10n ** BigInt(decimals) * RATE_SCALE;
  return round === 'up' ? (value + per - 1n) / per : value / per;
}

/** Crypto units worth a number of coins (rounded down: never more crypto than the coins buy). */
export function unitsFor(coins: bigint, decimals: number, jpyScaled: bigint, coinsPerJpy: number): bigint {
  return (coins * 10n ** BigInt(decimals) * RATE_SCALE) / (jpyScaled * BigInt(coinsPerJpy));
}

export interface RateSource {
  current(): Promise<Rates>;
}

export function createRateSource(
  config: Config,
  options: { fetch?: typeof fetch; now?: () => number; onWarning?: (message: string, detail?: unknown) => void } = {},
): RateSource {
  const get = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const warn = options.onWarning ?? (() => undefined);
  const fallback = Object.fromEntries(
    SYMBOLS.map((s) => [s, parsePrice(config.CRYPTO_RATE_FALLBACK[s]) ?? 0n]),
  ) as Record<CoinSymbol, bigint>;
  let kept: { jpy: Record<CoinSymbol, bigint>; at: number } | null = null;
  let pending: Promise<Rates> | null = null;

  const answer = (): Rates => {
    if (!kept) return { jpy: fallback, at: new Date(now()), source: 'fallback', stale: true };
    return {
      jpy: kept.jpy,
      at: new Date(kept.at),
      source: 'live',
      stale: now() - kept.at > config.CRYPTO_RATE_STALE_SECONDS * 1000,
    };
  };

  async function refresh(url: string): Promise<Rates> {
    try {
      const response = await get(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.CRYPTO_RATE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`rate source answered ${response.status}`);
      const body = (await response.json()) as Record<string, { jpy?: unknown } | undefined>;
      const jpy = {} as Record<CoinSymbol, bigint>;
      for (const symbol of SYMBOLS) {
        const price = parsePrice(body?.[GECKO_IDS[symbol]]?.jpy);
        if (price === null) throw new Error(`rate source gave no JPY price for ${symbol}`);
        jpy[symbol] = price;
      }
      kept = { jpy, at: now() };
    } catch (error) {
      warn('crypto rate source failed; using the last known or fallback rate', error);
    }
    const result = answer();
    if (result.stale) warn(`crypto rate is stale (${result.source}, since ${result.at.toISOString()})`);
    return result;
  }

  return {
    async current() {
      const url = config.CRYPTO_RATE_URL;
      if (!url) return answer();
      if (kept && now() - kept.at < config.CRYPTO_RATE_TTL_SECONDS * 1000) return answer();
      // Callers arriving while a refresh runs share it instead of asking the source again.
      pending ??= refresh(url).finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
