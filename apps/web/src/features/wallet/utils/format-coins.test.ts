import { describe, expect, it } from 'vitest';
import { formatCoins } from './format-coins';

describe('coin amounts', () => {
  it('are grouped the way the interface language writes numbers', () => {
    expect(formatCoins('1234567', 'en-US')).toBe('1,234,567');
    expect(formatCoins('1234567', 'ja-JP')).toBe('1,234,567');
    expect(formatCoins('1234567', 'vi-VN')).toBe('1.234.567');
    expect(formatCoins('0', 'en-US')).toBe('0');
  });

  it('keep every digit of amounts beyond floating point', () => {
    expect(formatCoins('9007199254740993', 'en-US')).toBe('9,007,199,254,740,993');
  });

  it('show anything unexpected as it came', () => {
    expect(formatCoins('n/a', 'en-US')).toBe('n/a');
  });
});
