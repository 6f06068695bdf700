import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMoneyFormat } from './use-money-format';

describe('signed coin amounts', () => {
  it('carry their sign, a gain with a plus', () => {
    const { result } = renderHook(() => useMoneyFormat());
    expect(result.current.signedCoins('1200')).toBe('+1,200');
    expect(result.current.signedCoins(-300n)).toBe('-300');
    expect(result.current.signedCoins('0')).toBe('0');
  });

  it('show an amount that is not whole coins as it came, without breaking the page', () => {
    const { result } = renderHook(() => useMoneyFormat());
    expect(result.current.signedCoins('n/a')).toBe('n/a');
    expect(result.current.signedCoins('1.5')).toBe('1.5');
  });
});
