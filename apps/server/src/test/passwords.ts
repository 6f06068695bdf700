// A stored password for tests that only need one to exist (a player or an operator who signs in,
// a fund password): argon2id in the PHC form the server writes, at the smallest cost the hasher
// allows, made once per password in a worker. Verifying reads the cost from the stored hash, so
// signing in against it is as cheap. The password tests themselves (lib/passwords.test.ts) and the
// sign-in races, whose race window is the real hash's time, keep the real cost.
import { randomBytes } from 'node:crypto';
import { argon2id } from 'hash-wasm';
import { afterAll, beforeAll } from 'vitest';

/**
 * The server hashes at its real cost (OWASP's 19 MiB, 2 passes) in this file's tests, where the test
 * run otherwise has it hash at the smallest (PASSWORD_HASH_COST=minimal, lib/passwords.ts): for the
 * password tests themselves and the sign-in races, whose race window is the hash's time.
 */
export function hashAtFullCost(): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.PASSWORD_HASH_COST;
    delete process.env.PASSWORD_HASH_COST;
  });
  afterAll(() => {
    if (before !== undefined) process.env.PASSWORD_HASH_COST = before;
  });
}

const made = new Map<string, Promise<string>>();

export function storedPassword(password: string): Promise<string> {
  let hash = made.get(password);
  if (!hash) {
    hash = argon2id({
      password,
      salt: randomBytes(16),
      parallelism: 1,
      iterations: 1,
      memorySize: 8,
      hashLength: 32,
      outputType: 'encoded',
    });
    made.set(password, hash);
  }
  return hash;
}
