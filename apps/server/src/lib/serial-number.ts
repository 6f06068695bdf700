import { randomInt } from 'node:crypto';

/**
 * A serial number a person can read and quote: a one-letter kind, the UTC second it was made
 * (yyyymmddhhmmss) and a random tail, so that two made in the same second do not meet.
 */
export function serialNumber(prefix: string, randomDigits: 8 | 9 = 8): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 10 ** randomDigits)).padStart(randomDigits, '0')}`;
}
