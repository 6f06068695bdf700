// Amounts travel as strings of integers in minor units (JPY 0 decimals, CNY 2, USDT 6, coins 0):
// never floats. These schemas refuse negative, zero, fractional, huge and non-numeric values.
import { z } from 'zod';
import { text } from './fields';

/** A positive integer amount in minor units, at most 18 digits (well inside a signed 64-bit column). */
export const Amount = text({ error: 'validation.amount' })
  .trim()
  .regex(/^[1-9]\d{0,17}$/, { error: 'validation.amount' });

/** An amount in a response: zero allowed. */
export const AmountOut = z.string().regex(/^-?\d+$/);

export { CURRENCY_SCALE } from './currency';
export const Currency = z.enum(['JPY', 'CNY', 'USDT']);
export type Currency = z.infer<typeof Currency>;

/** A client-chosen key that makes a money request safe to retry: the same key returns the first result. */
export const RequestKey = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.request_key' });

/**
 * A fee of basis points, rounded up to a whole minor unit, plus a fixed part: the one rule the server
 * charges by and the cashier pages quote by.
 */
export function feeFor(amount: bigint, basisPoints: number, fixed: bigint | string): bigint {
  return (amount * BigInt(basisPoints) + 9_999n) / 10_000n + BigInt(fixed);
}
