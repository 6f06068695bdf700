// The provably fair random source. A spin's bytes are HMAC-SHA256(serverSeed, `clientSeed:nonce:round`)
// (and, when one block is not enough, HMAC-SHA256(serverSeed, `clientSeed:nonce:round:block`) for
// block 1, 2, ...). Integers in [0, n) are drawn from 32-bit words by rejection sampling: a word at or
// above the largest multiple of n is thrown away, so every value is exactly equally likely (taking
// the word modulo n would favour small values).
//
// The hashes are @noble/hashes (audited, synchronous, dependency-free), so the browser that
// verifies a spin runs the same code, byte for byte, as the server that drew it.

import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export interface RandomSource {
  /** A uniformly distributed integer in [0, n), 1 <= n <= 2^32. */
  int(n: number): number;
}

export interface SeedPair {
  /** Hex; kept secret until the pair is rotated. */
  serverSeed: string;
  clientSeed: string;
}

export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** Rejection sampling over a stream of `bits`-bit words (32 in play; smaller in exhaustive tests). */
export function uniformFromWords(nextWord: () => number, n: number, bits = 32): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** bits) throw new Error(`cannot draw from [0, ${n})`);
  const limit = Math.floor(2 ** bits / n) * n;
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}

/**
 * The HMAC keyed with a server seed, ready to clone: keying pads and hashes the key (two of the four
 * compressions of a short message's HMAC), and every round of a seed pair uses the same key. The
 * last few seeds are kept (a server plays many players' pairs; a simulation or the verifier one).
 */
const KEYED_KEPT = 256;
const keyed = new Map<string, ReturnType<typeof hmac.create>>();

function keyedWith(serverSeed: string) {
  let template = keyed.get(serverSeed);
  if (!template) {
    template = hmac.create(sha256, utf8ToBytes(serverSeed));
    if (keyed.size >= KEYED_KEPT) keyed.delete(keyed.keys().next().value!);
    keyed.set(serverSeed, template);
  }
  return template;
}

/** HMAC-SHA256(serverSeed, message): @noble/hashes here; a server may hand in its native one. */
export type SeedMac = (serverSeed: string, message: string) => Uint8Array;

/** The HMAC of @noble/hashes, the same code in the browser and on the server. */
export const nobleMac: SeedMac = (serverSeed, message) =>
  keyedWith(serverSeed).clone().update(utf8ToBytes(message)).digest();

/**
 * The bytes of one round of a spin, as a source of uniform integers. `seedMac` computes the HMAC:
 * any correct HMAC-SHA256 gives the same bytes (the tests compare @noble/hashes with node:crypto).
 */
export function fairSource(
  seeds: SeedPair,
  nonce: number,
  round: number,
  seedMac: SeedMac = nobleMac,
): RandomSource & { wordsUsed(): number } {
  const mac = (message: string) => seedMac(seeds.serverSeed, message);
  let block = 0;
  let bytes = mac(`${seeds.clientSeed}:${nonce}:${round}`);
  let offset = 0;
  let used = 0;
  const nextWord = () => {
    if (offset + 4 > bytes.length) {
      block += 1;
      bytes = mac(`${seeds.clientSeed}:${nonce}:${round}:${block}`);
      offset = 0;
    }
    const word =
      ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0;
    offset += 4;
    used += 1;
    return word;
  };
  return { int: (n) => uniformFromWords(nextWord, n), wordsUsed: () => used };
}

/**
 * A fast, seedable source for simulations (xoshiro128**, seeded through splitmix32); never used for
 * real spins.
 */
export function simulationSource(seed: number): RandomSource {
  let x = seed >>> 0;
  const splitmix = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let s0 = splitmix();
  let s1 = splitmix();
  let s2 = splitmix();
  let s3 = splitmix();
  const rotl = (v: number, k: number) => (v << k) | (v >>> (32 - k));
  const nextWord = () => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  return { int: (n) => uniformFromWords(nextWord, n) };
}
