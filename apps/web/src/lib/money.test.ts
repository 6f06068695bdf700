import { describe, expect, it } from 'vitest';
import {
  checkDeposit,
  checkWithdrawal,
  coinsToMinor,
  formatBasisPoints,
  formatCoins,
  formatMoney,
  minorToCoins,
  minorToDecimal,
  parseCoins,
  parseMajorAmount,
} from './money';

const jpyDeposit = {
  currency: 'JPY' as const,
  minAmount: '1000',
  maxAmount: '1000000',
  feeBasisPoints: 0,
  feeFixed: '0',
  coinsPerUnit: 1,
};
const cnyDeposit = {
  ...jpyDeposit,
  currency: 'CNY' as const,
  minAmount: '10000',
  maxAmount: '5000000',
  feeBasisPoints: 100,
  coinsPerUnit: 20,
};
const payout = {
  currency: 'JPY' as const,
  minAmount: '2000',
  maxAmount: '500000',
  feeBasisPoints: 0,
  feeFixed: '200',
  coinsPerUnit: 1,
};

describe('reading typed amounts', () => {
  it('turns major units into exact minor units with the currency’s decimals', () => {
    expect(parseMajorAmount('100.5', 'CNY')).toBe(10050n);
    expect(parseMajorAmount('100,05', 'CNY')).toBe(10005n);
    expect(parseMajorAmount(' 2 000 ', 'JPY')).toBe(2000n);
    expect(parseMajorAmount('100.', 'CNY')).toBe(10000n);
    expect(parseMajorAmount('999999999999.99', 'CNY')).toBe(99999999999999n);
  });

  it('refuses more decimals than the currency has, signs, exponents and words', () => {
    for (const bad of ['100.001', '-5', '1e3', 'abc', '', '.5', '1.5.5'])
      expect(parseMajorAmount(bad, 'CNY'), bad).toBeNull();
    expect(parseMajorAmount('100.5', 'JPY')).toBeNull();
  });

  it('reads coins as whole numbers only', () => {
    expect(parseCoins('5000')).toBe(5000n);
    expect(parseCoins('50.5')).toBeNull();
    expect(parseCoins('-1')).toBeNull();
  });
});

describe('converting between money and coins', () => {
  it('buys 1 coin per yen and 20 coins per yuan, exactly', () => {
    expect(minorToCoins(2000n, 'JPY', 1)).toBe(2000n);
    expect(minorToCoins(10050n, 'CNY', 20)).toBe(2010n);
    expect(minorToCoins(5n, 'CNY', 20)).toBe(1n);
  });

  it('says when an amount does not buy a whole number of coins', () => {
    expect(minorToCoins(10001n, 'CNY', 20)).toBeNull();
  });

  it('pays out coins rounded down, as the server does', () => {
    expect(coinsToMinor(4800n, 'JPY', 1)).toBe(4800n);
    expect(coinsToMinor(21n, 'CNY', 20)).toBe(105n);
    expect(coinsToMinor(1n, 'CNY', 30)).toBe(3n);
  });

  it('writes minor units as an exact decimal', () => {
    expect(minorToDecimal('10050', 'CNY')).toBe('100.50');
    expect(minorToDecimal('5', 'CNY')).toBe('0.05');
    expect(minorToDecimal('-5', 'CNY')).toBe('-0.05');
    expect(minorToDecimal('123456789012345678', 'JPY')).toBe('123456789012345678');
  });
});

describe('fees', () => {
  it('show basis points as a percentage of the locale', () => {
    expect(formatBasisPoints(100, 'en-US')).toBe('1%');
    expect(formatBasisPoints(250, 'en-US')).toBe('2.5%');
    expect(formatBasisPoints(0, 'ja-JP')).toBe('0%');
  });
});

describe('formatting for the locale', () => {
  it('shows JPY without decimals and CNY with two, from minor units', () => {
    expect(formatMoney('123456', 'JPY', 'en-US')).toBe('¥123,456');
    expect(formatMoney('123456', 'JPY', 'ja-JP')).toBe('￥123,456');
    expect(formatMoney('10050', 'CNY', 'en-US')).toBe('CN¥100.50');
    expect(formatMoney('10050', 'CNY', 'zh-CN')).toBe('¥100.50');
    expect(formatMoney('5', 'CNY', 'en-US')).toBe('CN¥0.05');
  });

  it('keeps every digit of large amounts', () => {
    expect(formatMoney('900719925474099312', 'CNY', 'en-US')).toBe('CN¥9,007,199,254,740,993.12');
  });

  it('groups coins the way the language does', () => {
    expect(formatCoins('1234567', 'en-US')).toBe('1,234,567');
    expect(formatCoins('1234567', 'ja-JP')).toBe('1,234,567');
    expect(formatCoins('1234567', 'vi-VN')).toBe('1.234.567');
    expect(formatCoins(-300n, 'en-US')).toBe('-300');
    expect(formatCoins('0', 'en-US')).toBe('0');
  });

  it('keeps every digit of coin amounts beyond floating point', () => {
    expect(formatCoins('9007199254740993', 'en-US')).toBe('9,007,199,254,740,993');
  });

  it('shows a coin amount that is not whole coins as it came', () => {
    expect(formatCoins('n/a', 'en-US')).toBe('n/a');
    expect(formatCoins('1.5', 'en-US')).toBe('1.5');
  });
});

describe('the deposit form’s live figures', () => {
  it('show the coins bought, the fee on top and the total', () => {
    expect(checkDeposit('2000', jpyDeposit)).toEqual({
      ok: true,
      quote: { amount: 2000n, fee: 0n, total: 2000n, coins: 2000n },
    });
    expect(checkDeposit('150.05', cnyDeposit)).toEqual({
      ok: true,
      quote: { amount: 15005n, fee: 151n, total: 15156n, coins: 3001n },
    });
  });

  it('name what is wrong with an amount', () => {
    expect(checkDeposit('', jpyDeposit)).toEqual({ ok: false, problem: 'empty' });
    expect(checkDeposit('ten', jpyDeposit)).toEqual({ ok: false, problem: 'format' });
    expect(checkDeposit('999', jpyDeposit)).toEqual({ ok: false, problem: 'range' });
    expect(checkDeposit('1000001', jpyDeposit)).toEqual({ ok: false, problem: 'range' });
    expect(checkDeposit('100.01', cnyDeposit)).toEqual({ ok: false, problem: 'not_convertible' });
  });
});

describe('the withdrawal form’s live figures', () => {
  it('take the fee from the coins and show what reaches the bank', () => {
    expect(checkWithdrawal('5000', payout, 10000n)).toEqual({
      ok: true,
      quote: { coins: 5000n, fee: 200n, payout: 4800n },
    });
  });

  it('keep the quote while saying what is wrong', () => {
    expect(checkWithdrawal('1999', payout, 10000n)).toMatchObject({
      ok: false,
      problem: 'range',
      quote: { fee: 200n },
    });
    expect(checkWithdrawal('6000', payout, 5000n)).toMatchObject({ ok: false, problem: 'balance' });
    expect(checkWithdrawal('6000', payout, null)).toMatchObject({ ok: true });
    expect(checkWithdrawal('50.5', payout, null)).toEqual({ ok: false, problem: 'format' });
    expect(checkWithdrawal('3000', { ...payout, minAmount: '1', feeFixed: '3000' }, null)).toMatchObject({
      ok: false,
      problem: 'fee',
    });
  });
});
