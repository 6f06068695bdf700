import { describe, expect, it } from 'vitest';
import en from '../../../locales/finance/en-US.json';
import { DEPOSIT_STATUSES } from '@hall/contracts/pay';
import { WITHDRAWAL_STATUSES } from '@hall/contracts/withdrawal';
import { depositStatusLook, withdrawalFilterLabelKey, withdrawalStatusLook } from './status';

const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('status tags', () => {
  it('name deposit statuses as the product does, each with a tone', () => {
    expect(DEPOSIT_STATUSES.map((s) => [s, text(depositStatusLook(s).labelKey), depositStatusLook(s).tone])).toEqual([
      ['pending', 'Pending payment', 'pending'],
      ['paid', 'Payment successful', 'success'],
      ['failed', 'Payment failed', 'danger'],
      ['expired', 'Expired', 'neutral'],
      ['refunding', 'Refund in process', 'info'],
      ['refunded', 'Refund successful', 'neutral'],
      ['cancelled', 'Cancelled', 'neutral'],
    ]);
  });

  it('name withdrawal statuses as the product does; a rejection reads as failed', () => {
    expect(
      WITHDRAWAL_STATUSES.map((s) => [s, text(withdrawalStatusLook(s).labelKey), withdrawalStatusLook(s).tone]),
    ).toEqual([
      ['review', 'Withdrawal review', 'pending'],
      ['processing', 'Withdrawing', 'info'],
      ['success', 'Withdrawal successful', 'success'],
      ['failed', 'Withdrawal failed', 'danger'],
      ['rejected', 'Withdrawal failed', 'danger'],
      ['cancelled', 'Cancelled by you', 'neutral'],
    ]);
  });

  it('offer a rejection as its own choice in the filter', () => {
    expect(text(withdrawalFilterLabelKey('rejected'))).toBe('Rejected in review');
    expect(text(withdrawalFilterLabelKey('failed'))).toBe('Withdrawal failed');
  });
});
