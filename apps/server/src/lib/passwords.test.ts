import { describe, expect, it } from 'vitest';
import { hashAtFullCost } from '../test/passwords';
import { hashPassword, verifyPassword } from './passwords';

hashAtFullCost();

describe('passwords', () => {
  it('hash with argon2id at 19 MiB and 2 passes, salted, and verify', async () => {
    const a = await hashPassword('Secret12');
    const b = await hashPassword('Secret12');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Secret12')).toBe(true);
    expect(await verifyPassword(a, 'secret12')).toBe(false);
  });

  it('refuse what is not an argon2 hash instead of throwing', async () => {
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(await verifyPassword('not-a-password-hash', 'x')).toBe(false);
    expect(await verifyPassword('$argon2id$garbage', 'x')).toBe(false);
  });

  it('hash at the smallest cost only in a test run that asks for it, never outside one', async () => {
    const env = { NODE_ENV: process.env.NODE_ENV, PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST };
    try {
      process.env.PASSWORD_HASH_COST = 'minimal';
      expect(await hashPassword('Secret12')).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
      for (const mode of ['production', 'development']) {
        process.env.NODE_ENV = mode;
        expect(await hashPassword('Secret12')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      }
    } finally {
      Object.assign(process.env, env);
      if (env.PASSWORD_HASH_COST === undefined) delete process.env.PASSWORD_HASH_COST;
    }
  });
});
