// Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), in
// standard PHC form ($argon2id$v=19$m=19456,t=2,p=1$salt$hash). The WebAssembly implementation
// needs no native build on any machine. Inputs are length-capped by the request schemas before
// they ever reach the hasher.
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;
// argon2id at the smallest cost it allows, for test runs only (NODE_ENV=test and
// PASSWORD_HASH_COST=minimal, which the test configuration sets): a full-cost hash is 60 to 130 ms of
// CPU, and the test suite signs up and signs in thousands of times. The password tests and the
// sign-in races (whose race window is the hash's time) switch it back off (test/passwords.ts).
const MINIMAL = { parallelism: 1, iterations: 1, memorySize: 8, hashLength: 32 } as const;

function cost() {
  return process.env.NODE_ENV === 'test' && process.env.PASSWORD_HASH_COST === 'minimal' ? MINIMAL : PARAMS;
}

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...cost(), password, salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (!hash.startsWith('$argon2')) return false;
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

// A real hash of a random secret: verifying against it costs the same as against a user's hash,
// so an unknown account answers as slowly as a wrong password.
const dummies = new Map<object, Promise<string>>();
export function dummyHash(): Promise<string> {
  let dummy = dummies.get(cost());
  if (!dummy) dummies.set(cost(), (dummy = hashPassword(randomBytes(24).toString('hex'))));
  return dummy;
}
