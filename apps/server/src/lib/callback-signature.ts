// The gateway callback signature: HMAC-SHA256 over the parameters sorted by name as `k=v&k=v`
// (the `sign` field itself excluded), hex-encoded, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function canonical(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function sign(params: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(canonical(params)).digest('hex');
}

export function verifySignature(params: Record<string, string>, secret: string): boolean {
  const expected = Buffer.from(sign(params, secret), 'hex');
  const given = Buffer.from(params.sign ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
