import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairSource, serverSeedHash, simulationSource, uniformFromWords } from './fair';

describe('the seed hash and the fair bytes', () => {
  it('agree with the platform crypto for any seeds, including non-ASCII and keys longer than a block', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 100 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.nat(),
        fc.nat(10),
        (serverSeed, clientSeed, nonce, round) => {
          expect(serverSeedHash(serverSeed)).toBe(createHash('sha256').update(serverSeed, 'utf8').digest('hex'));
          const source = fairSource({ serverSeed, clientSeed }, nonce, round);
          // Nine words span two HMAC blocks, so the continuation message is checked too.
          const words = Array.from({ length: 9 }, () => source.int(2 ** 32));
          const block = (message: string) =>
            createHmac('sha256', Buffer.from(serverSeed, 'utf8')).update(message, 'utf8').digest();
          const bytes = Buffer.concat([
            block(`${clientSeed}:${nonce}:${round}`),
            block(`${clientSeed}:${nonce}:${round}:1`),
          ]);
          expect(words).toEqual(Array.from({ length: 9 }, (_, i) => bytes.readUInt32BE(i * 4)));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('uniform draws', () => {
  it('give every value exactly equal weight (checked over every 8-bit word)', () => {
    for (let n = 1; n <= 256; n++) {
      const counts = new Array<number>(n).fill(0);
      let accepted = 0;
      for (let word = 0; word < 256; word++) {
        let served = false;
        try {
          const value = uniformFromWords(
            () => {
              if (served) throw new Error('rejected');
              served = true;
              return word;
            },
            n,
            8,
          );
          counts[value]! += 1;
          accepted += 1;
        } catch {
          // this word was rejected: the draw asked for another
        }
      }
      expect(new Set(counts).size, `n=${n}`).toBe(1);
      expect(accepted).toBe(Math.floor(256 / n) * n);
    }
  });

  it('throw away words at or above the largest multiple of n, which modulo would favour', () => {
    const words = [255, 254, 253, 252, 7];
    // n = 6: limit 252, so 255, 254, 253 and 252 are rejected and 7 gives 1.
    expect(uniformFromWords(() => words.shift()!, 6, 8)).toBe(1);
  });
});

describe('the fair source', () => {
  it('is the HMAC of the seeds, nonce and round, deterministic and distinct per round', () => {
    const seeds = { serverSeed: randomBytes(32).toString('hex'), clientSeed: 'lucky' };
    const first = fairSource(seeds, 7, 0);
    const again = fairSource(seeds, 7, 0);
    const draws = Array.from({ length: 50 }, () => first.int(1000));
    expect(Array.from({ length: 50 }, () => again.int(1000))).toEqual(draws);
    const expectedFirstWord = createHmac('sha256', seeds.serverSeed).update('lucky:7:0').digest().readUInt32BE(0);
    expect(fairSource(seeds, 7, 0).int(2 ** 32)).toBe(expectedFirstWord);
    expect(Array.from({ length: 50 }, () => fairSource(seeds, 7, 1).int(1000))).not.toEqual(draws);
    expect(serverSeedHash(seeds.serverSeed)).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    expect(serverSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('the simulation source', () => {
  it('is uniform enough for simulations (chi-square over 100 buckets, 200,000 draws)', () => {
    const source = simulationSource(42);
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 200_000; i++) counts[source.int(100)]! += 1;
    const expected = 2000;
    const chi = counts.reduce((sum, c) => sum + ((c - expected) * (c - expected)) / expected, 0);
    // 99.9th percentile of chi-square with 99 degrees of freedom is about 149.
    expect(chi).toBeLessThan(149);
  });
});
