import { describe, expect, it } from 'vitest';
import { periodFromSearch, periodProblem, periodRequest, periodSearch } from './period';

describe('report periods', () => {
  it('sends only the named period, or the custom days', () => {
    expect(periodRequest({ period: 'week', from: '2026-01-01' })).toEqual({ period: 'week' });
    expect(periodRequest({ period: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('holds back a custom range that is missing a day, backwards, or longer than the server allows', () => {
    expect(periodProblem({ period: 'custom', from: '2026-01-01' })).toBe('missing');
    expect(periodProblem({ period: 'custom', from: '2026-02-01', to: '2026-01-01' })).toBe('order');
    expect(periodProblem({ period: 'custom', from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
    expect(periodProblem({ period: 'custom', from: '2026-01-01', to: '2026-04-02' })).toBeNull();
    expect(periodRequest({ period: 'custom', from: '2026-01-01' })).toBeNull();
  });

  it('round-trips through the address and ignores what it does not know', () => {
    const value = { period: 'custom' as const, from: '2026-01-01', to: '2026-01-07' };
    expect(periodFromSearch(new URLSearchParams(periodSearch(value)))).toEqual(value);
    expect(periodFromSearch(new URLSearchParams('period=decade'))).toEqual({ period: 'today' });
    expect(periodSearch({ period: 'today' })).toEqual({});
  });
});
