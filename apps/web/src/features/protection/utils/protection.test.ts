import type { ProtectionStatus } from '@hall/contracts/protection';
import { describe, expect, it } from 'vitest';
import { breakEnd, closureOf, limitOf, limitTiming, parseBreakDays, parseLimitAmount } from './protection';

const open: ProtectionStatus = { exclusion: null, coolingOffUntil: null, limits: [], lossLimits: [] };

describe('when a new deposit limit applies', () => {
  it('lowers or sets a first limit at once, raises or removes one after a day', () => {
    expect(limitTiming(null, '3000')).toBe('now');
    expect(limitTiming('3000', '2000')).toBe('now');
    expect(limitTiming('3000', '10000')).toBe('after24h');
    expect(limitTiming('3000', null)).toBe('after24h');
    expect(limitTiming('3000', '3000')).toBe('unchanged');
    expect(limitTiming(null, null)).toBe('unchanged');
    // Compared as numbers, not as text.
    expect(limitTiming('900', '1000')).toBe('after24h');
  });
});

describe('a limit as typed', () => {
  it('takes whole coins written with the usual separators and full-width digits', () => {
    expect(parseLimitAmount('3000')).toBe('3000');
    expect(parseLimitAmount(' 3,000 ')).toBe('3000');
    expect(parseLimitAmount('3 000')).toBe('3000');
    expect(parseLimitAmount('3.000.000')).toBe('3000000');
    expect(parseLimitAmount('３０００')).toBe('3000');
  });

  it('refuses fractions, zero, signs, words and more than twelve digits', () => {
    for (const text of ['', '0', '0100', '30.5', '-5', 'abc', '1e5', '1234567890123']) {
      expect(parseLimitAmount(text), text).toBeNull();
    }
  });
});

describe('a break', () => {
  it('lasts 1 to 42 whole days', () => {
    expect(parseBreakDays('1')).toBe(1);
    expect(parseBreakDays(' 42 ')).toBe(42);
    expect(parseBreakDays('４')).toBe(4);
    for (const text of ['', '0', '43', '1.5', 'x', '100']) expect(parseBreakDays(text), text).toBeNull();
  });

  it('ends that many days of 24 hours later', () => {
    expect(breakEnd(7, new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });
});

describe('what closes play', () => {
  const now = new Date('2026-03-01T00:00:00Z');

  it('is nothing for a player without a break or exclusion', () => {
    expect(closureOf(open, now)).toBeNull();
  });

  it('is the break or exclusion in force, with its end (none when permanent)', () => {
    expect(closureOf({ ...open, exclusion: { kind: 'timeout', until: '2026-03-02T00:00:00.000Z' } }, now)).toEqual({
      kind: 'timeout',
      until: '2026-03-02T00:00:00.000Z',
    });
    expect(closureOf({ ...open, exclusion: { kind: 'self_exclusion', until: null } }, now)).toEqual({
      kind: 'self_exclusion',
      until: null,
    });
  });

  it('is the cooling-off after an exclusion only while it lasts', () => {
    const cooling = { ...open, coolingOffUntil: '2026-03-05T00:00:00.000Z' };
    expect(closureOf(cooling, now)).toEqual({ kind: 'cooling_off', until: '2026-03-05T00:00:00.000Z' });
    expect(closureOf(cooling, new Date('2026-03-06T00:00:00Z'))).toBeNull();
  });
});

it('reads a period the server did not list as having no limit', () => {
  expect(limitOf(open, 'week')).toEqual({ period: 'week', amount: null, used: '0', pending: null });
});

it('reads a loss limit from the loss limits, not from the deposit limits of the same period', () => {
  const day = { period: 'day' as const, pending: null };
  const status = {
    ...open,
    limits: [{ ...day, amount: '3000', used: '100' }],
    lossLimits: [{ ...day, amount: '500', used: '40' }],
  };
  expect(limitOf(status, 'day', 'loss')).toMatchObject({ amount: '500', used: '40' });
  expect(limitOf(status, 'day')).toMatchObject({ amount: '3000', used: '100' });
  expect(limitOf(status, 'month', 'loss')).toEqual({ period: 'month', amount: null, used: '0', pending: null });
});
