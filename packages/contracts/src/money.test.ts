import { describe, expect, it } from 'vitest';
import { feeFor } from './money';

describe('fees', () => {
  it('round basis points up to a whole minor unit and add the fixed part', () => {
    expect(feeFor(10000n, 100, '0')).toBe(100n);
    expect(feeFor(10001n, 100, '0')).toBe(101n);
    expect(feeFor(5000n, 0, '200')).toBe(200n);
    expect(feeFor(5000n, 50, 200n)).toBe(225n);
    // One minor unit of basis points rounds up, never down (the house never charges a fraction less).
    expect(feeFor(1n, 1, 0n)).toBe(1n);
  });
});
