import { describe, expect, it } from 'vitest';
import { cashierNotice, recordTabOf } from './cashier-result';

describe('coming back from the payment page', () => {
  it('tells a payment’s outcome in the right tone', () => {
    expect(cashierNotice('paid')).toEqual({ type: 'success', messageKey: 'record.cashier.paid' });
    expect(cashierNotice('failed')).toEqual({ type: 'fail', messageKey: 'record.cashier.failed' });
    expect(cashierNotice('refused')).toEqual({ type: 'fail', messageKey: 'record.cashier.refused' });
  });

  it('tells the state of an order that was already closed', () => {
    expect(cashierNotice('expired')).toEqual({ type: 'text', messageKey: 'record.cashier.status', status: 'expired' });
    expect(cashierNotice('something-else')).toEqual({ type: 'text', messageKey: 'record.cashier.unknown' });
  });

  it('says nothing without a result', () => {
    expect(cashierNotice(null)).toBeNull();
    expect(cashierNotice('')).toBeNull();
  });

  it('opens the tab the address names, deposits otherwise', () => {
    expect(recordTabOf('withdraw')).toBe('withdraw');
    expect(recordTabOf('game')).toBe('game');
    expect(recordTabOf('nonsense')).toBe('deposit');
    expect(recordTabOf(null)).toBe('deposit');
  });
});
