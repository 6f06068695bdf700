import { RequestKey } from '@hall/contracts/money';
import { expect, it } from 'vitest';
import { newRequestKey } from './request-key';

it('makes request keys the contract accepts, a new one each time', () => {
  const keys = new Set(Array.from({ length: 50 }, newRequestKey));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(RequestKey.safeParse(key).success).toBe(true);
});
