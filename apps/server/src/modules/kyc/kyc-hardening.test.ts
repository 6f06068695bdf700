// Identity verification under abuse: a malformed photo never leaves a photo check running with
// nobody waiting for it, and parallel submissions leave one pending request.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions } from '../../db/schema/kyc';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';

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

const en = { 'accept-language': 'en-US' };

/** Runs `work`, lets pending promise jobs and timers settle, and returns the stray rejections seen. */
async function strayRejections(work: () => Promise<void>) {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe('identity verification under abuse', () => {
  it('answers 400 to a bad second photo and leaves no photo check rejecting unobserved', async () => {
    const { token } = await createSignedInUser(t.db);
    const stray = await strayRejections(async () => {
      const res = await post(
        t.app,
        '/v2/app/user/kyc/add',
        { front: 'AAAA', back: '!', handheld: '!' },
        {
          ...en,
          token,
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.data.reason).toBe('image_type');
    });
    expect(stray).toEqual([]);
    // Good photos ahead of the bad one: refused as a whole, nothing stored.
    const again = await strayRejections(async () => {
      const res = await post(
        t.app,
        '/v2/app/user/kyc/add',
        { front: jpeg, back: jpeg, handheld: '!' },
        {
          ...en,
          token,
        },
      );
      expect(res.status).toBe(400);
    });
    expect(again).toEqual([]);
    expect((await post(t.app, '/v2/app/user/kyc/latest', {}, { token })).body.data).toBeNull();
  });
});

describe.runIf(testEngine() === 'postgres')('identity verification under concurrency', () => {
  it('5 parallel submissions leave exactly one pending request, the others get 409 kyc_pending', async () => {
    const { user, token } = await createSignedInUser(t.db);
    const body = { front: jpeg, back: jpeg, handheld: jpeg };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(t.app, '/v2/app/user/kyc/add', body, { ...en, token })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.body.code, r.body.data.reason])).toEqual(
      Array.from({ length: 4 }, () => [409, 'kyc_pending']),
    );
    expect(refused[0]!.body.msg).toBe('Your documents are being reviewed. Please wait for the result.');
    const rows = await t.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, user.id));
    expect(rows.filter((r) => r.status === 'submitted')).toHaveLength(1);
  });
});
