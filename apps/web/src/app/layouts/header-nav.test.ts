import { describe, expect, it } from 'vitest';
import { entriesThatFit } from './header-nav';

describe('how many navigation entries stand in the header', () => {
  const widths = [60, 90, 100, 80, 80, 70, 60, 140];

  it('all of them when the row fits, without "More"', () => {
    const row = widths.reduce((a, b) => a + b) + 2 * (widths.length - 1);
    expect(entriesThatFit(widths, 70, row)).toBe(8);
  });

  it('as many as fit beside "More" when the row does not', () => {
    // 60 + 90 + 100 + 80 + "More" 70, with four gaps: 408.
    expect(entriesThatFit(widths, 70, 408)).toBe(4);
    expect(entriesThatFit(widths, 70, 407)).toBe(3);
  });

  it('none but "More" in a very narrow header', () => {
    expect(entriesThatFit(widths, 70, 100)).toBe(0);
  });
});
