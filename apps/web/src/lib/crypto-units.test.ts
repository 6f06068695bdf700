import { describe, expect, it } from 'vitest';
import { coinsForUnits, textToUnits, unitsToText } from './crypto-units';

describe('crypto units', () => {
  it('turn smallest units into what a person reads, exactly', () => {
    expect(unitsToText('25500000', 6)).toBe('25.5');
    expect(unitsToText('20000', 8)).toBe('0.0002');
    expect(unitsToText('10000000000000000', 18)).toBe('0.01');
    expect(unitsToText('0', 6)).toBe('0');
    expect(unitsToText('123456789012345678901', 18)).toBe('123.456789012345678901');
  });

  it('read typed amounts, refusing more decimals than the coin has', () => {
    expect(textToUnits('25.5', 6)).toBe(25_500_000n);
    expect(textToUnits(' 0.0002 ', 8)).toBe(20_000n);
    expect(textToUnits('1.1234567', 6)).toBeNull();
    expect(textToUnits('-1', 6)).toBeNull();
    expect(textToUnits('1e3', 6)).toBeNull();
    expect(textToUnits('', 6)).toBeNull();
  });

  it('estimate coins the way the server converts (rounded down)', () => {
    expect(coinsForUnits(25_000_000n, 6, '150', 1)).toBe(3750n);
    expect(coinsForUnits(12_345_678n, 6, '151.23', 1)).toBe(1867n);
    expect(coinsForUnits(10n ** 16n, 18, '500000', 1)).toBe(5000n);
  });

  it('work out what a withdrawal holds rounded up: never less than the amount is worth', () => {
    expect(coinsForUnits(20_500_000n, 6, '150', 1, 'up')).toBe(3075n);
    expect(coinsForUnits(12_345_678n, 6, '151.23', 1, 'up')).toBe(1868n);
    expect(coinsForUnits(12_345_678n, 6, '151.23', 1, 'up') - coinsForUnits(12_345_678n, 6, '151.23', 1)).toBe(1n);
  });
});
