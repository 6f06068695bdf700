import { describe, expect, it } from 'vitest';
import { amountText, maxWithdrawal, quickDepositAmounts } from './amount-shortcuts';

const jpy = {
  currency: 'JPY',
  minAmount: '1000',
  maxAmount: '1000000',
  feeBasisPoints: 0,
  feeFixed: '0',
  coinsPerUnit: 1,
} as const;
const cny = {
  currency: 'CNY',
  minAmount: '10000',
  maxAmount: '5000000',
  feeBasisPoints: 100,
  feeFixed: '0',
  coinsPerUnit: 20,
} as const;
const payout = {
  currency: 'JPY',
  minAmount: '2000',
  maxAmount: '500000',
  feeBasisPoints: 0,
  feeFixed: '200',
  coinsPerUnit: 1,
} as const;

describe('quick deposit amounts', () => {
  it('step up from the minimum: 1,000 / 5,000 / 10,000 / 50,000 yen', () => {
    expect(quickDepositAmounts(jpy)).toEqual([1000n, 5000n, 10000n, 50000n]);
  });

  it('work in the currency’s minor units: 100 / 500 / 1,000 / 5,000 yuan', () => {
    expect(quickDepositAmounts(cny)).toEqual([10000n, 50000n, 100000n, 500000n]);
  });

  it('start at the first round amount above an odd minimum', () => {
    expect(quickDepositAmounts({ ...jpy, minAmount: '1500' })).toEqual([2000n, 10000n, 20000n, 100000n]);
    expect(quickDepositAmounts({ ...jpy, minAmount: '1' })).toEqual([1n, 5n, 10n, 50n]);
  });

  it('are clipped to the maximum, without repeating it', () => {
    expect(quickDepositAmounts({ ...jpy, maxAmount: '20000' })).toEqual([1000n, 5000n, 10000n, 20000n]);
    expect(quickDepositAmounts({ ...jpy, maxAmount: '7000' })).toEqual([1000n, 5000n, 7000n]);
    expect(quickDepositAmounts({ ...jpy, minAmount: '3000', maxAmount: '3000' })).toEqual([3000n]);
  });

  it('leave out amounts that do not buy whole coins', () => {
    // 3 coins per 1.00: only whole units buy whole coins here, so the odd maximum 123.45 is left out.
    expect(quickDepositAmounts({ ...cny, coinsPerUnit: 3, maxAmount: '12345' })).toEqual([10000n]);
  });

  it('fill the field the way a player types', () => {
    expect(amountText(10000n, 'CNY')).toBe('100');
    expect(amountText(10050n, 'CNY')).toBe('100.5');
    expect(amountText(5000n, 'JPY')).toBe('5000');
  });
});

describe('the largest withdrawal', () => {
  it('is the whole balance within the channel’s maximum (the fee comes out of the amount)', () => {
    expect(maxWithdrawal(payout, 12345n)).toBe(12345n);
    expect(maxWithdrawal(payout, 900000n)).toBe(500000n);
    expect(maxWithdrawal(payout, 500000n)).toBe(500000n);
  });

  it('is none below the channel’s minimum, at or under the fee, or while the balance is unknown', () => {
    expect(maxWithdrawal(payout, 1999n)).toBeNull();
    expect(maxWithdrawal({ ...payout, minAmount: '1', feeFixed: '200' }, 200n)).toBeNull();
    expect(maxWithdrawal(payout, 0n)).toBeNull();
    expect(maxWithdrawal(payout, null)).toBeNull();
  });
});
