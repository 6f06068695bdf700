import { describe, expect, it } from 'vitest';
import { formatRate, parseRatePercent, ratePercentInput } from './rate';

describe('rebate rates', () => {
  it('reads percentages with up to two decimals into basis points', () => {
    expect(parseRatePercent('1.5')).toBe(150);
    expect(parseRatePercent('0,25')).toBe(25);
    expect(parseRatePercent(' 3 % ')).toBe(300);
    expect(parseRatePercent('0')).toBe(0);
  });

  it('refuses what is not a rate the site may grant', () => {
    for (const input of ['', 'abc', '1.234', '-1', '3.01', '10', '1e2']) expect(parseRatePercent(input)).toBeNull();
  });

  it('shows basis points as a percentage in the reader’s language', () => {
    expect(formatRate(150, 'en-US')).toBe('1.5%');
    expect(formatRate(0, 'en-US')).toBe('0%');
    expect(ratePercentInput(125)).toBe('1.25');
  });
});
