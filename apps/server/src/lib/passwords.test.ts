import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

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
});
