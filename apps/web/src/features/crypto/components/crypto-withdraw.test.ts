import type { CoinInfo } from '@hall/contracts/crypto';
import { describe, expect, it } from 'vitest';
import { quoteOf } from './crypto-withdraw';

const usdt: CoinInfo = {
  coin: 'USDT',
  network: 'TRON',
  standard: 'TRC-20',
  decimals: 6,
  minDeposit: '10000000',
  withdrawMin: '20000000',
  withdrawMax: '50000000000',
  withdrawFee: '1000000',
  confirmations: 19,
  enabled: true,
  jpyRate: '150',
};

describe('the crypto withdrawal quote', () => {
  it('holds the coins the amount is worth, rounded up as the server holds them, the fee coming out of it', () => {
    expect(quoteOf('20.5', usdt, 1, 10_000n)).toEqual({
      ok: true,
      quote: { units: 20_500_000n, fee: 1_000_000n, receives: 19_500_000n, coins: 3075n },
    });
    const odd = quoteOf('20.000001', { ...usdt, jpyRate: '151.23' }, 1, null);
    expect(odd.ok && odd.quote.coins).toBe(3025n);
  });

  it('names what is wrong with an amount: its form, its decimals, the bounds, the balance', () => {
    expect(quoteOf('abc', usdt, 1, null)).toEqual({ ok: false, problem: 'format' });
    expect(quoteOf('20.1234567', usdt, 1, null)).toEqual({ ok: false, problem: 'decimals' });
    expect(quoteOf('19.999999', usdt, 1, null)).toEqual({ ok: false, problem: 'min' });
    expect(quoteOf('50000.000001', usdt, 1, null)).toEqual({ ok: false, problem: 'max' });
    expect(quoteOf('25', usdt, 1, 3749n)).toEqual({ ok: false, problem: 'balance' });
    expect(quoteOf('25', usdt, 1, 3750n).ok).toBe(true);
  });
});
