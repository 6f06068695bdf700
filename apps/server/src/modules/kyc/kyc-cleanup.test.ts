// Nothing a failed identity submission uploaded outlives it: photos stored for a submission that is
// not recorded (a later photo's store failed, or a parallel submission of the player won the race)
// are removed before the answer. Counted on disk, and with 30 parallel submissions on PostgreSQL.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions } from '../../db/schema/kyc';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { fileStoreFor, type FileStore } from '../../lib/file-store';
import { submitKyc } from './service';

let t: TestApp;
let jpeg: string;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = (
    await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
});
afterAll(() => t.close());

const kycDir = () => path.join(t.app.config.DATA_DIR, 'kyc');
/** The identity photos on disk. */
const photosOnDisk = () => {
  try {
    return readdirSync(kycDir()).filter((f) => f.endsWith('.jpg'));
  } catch {
    return [];
  }
};

/** The site's own store, with `onPut` run at each store (its number from 1) before the file is stored. */
function storeWith(onPut: (n: number) => Promise<void>): FileStore {
  const real = fileStoreFor(t.app.config, 'kyc');
  let n = 0;
  return {
    ...real,
    put: async (data, extension) => {
      await onPut(++n);
      return real.put(data, extension);
    },
  };
}

describe('a failed identity submission', () => {
  it('whose third photo cannot be stored leaves none of the first two', async () => {
    const { user } = await createSignedInUser(t.db);
    const before = photosOnDisk();
    const store = storeWith(async (n) => {
      // The third store waits for the first two, so they are on disk when it fails.
      if (n === 3) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('storage unavailable');
      }
    });
    await expect(submitKyc(t.db, store, user.id, { front: jpeg, back: jpeg, handheld: jpeg })).rejects.toThrow(
      'storage unavailable',
    );
    expect(photosOnDisk()).toEqual(before);
  });

  it('that loses the race to a parallel one of the player leaves none of its photos', async () => {
    const { user } = await createSignedInUser(t.db);
    const before = photosOnDisk().length;
    // The winner is recorded while the loser's photos are being stored: after its own check.
    const store = storeWith(async (n) => {
      if (n === 1)
        await t.db
          .insert(kycSubmissions)
          .values({ userId: user.id, status: 'submitted', frontFile: 'f', backFile: 'b', handheldFile: 'h' });
    });
    await expect(submitKyc(t.db, store, user.id, { front: jpeg, back: jpeg, handheld: jpeg })).rejects.toMatchObject({
      reason: 'kyc_pending',
    });
    expect(photosOnDisk()).toHaveLength(before);
  });
});

describe.runIf(testEngine() === 'postgres')('parallel identity submissions', () => {
  it('30 at once from one player store the three photos of the one that is recorded, and no others', async () => {
    const { token } = await createSignedInUser(t.db);
    const before = photosOnDisk().length;
    const body = { front: jpeg, back: jpeg, handheld: jpeg };
    const results = await Promise.all(
      Array.from({ length: 30 }, () => post(t.app, '/v2/app/user/kyc/add', body, { token })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    expect(photosOnDisk().length - before).toBe(3);
  });
});
