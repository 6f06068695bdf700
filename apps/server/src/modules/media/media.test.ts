// Banner images: a content operator uploads one, the server checks its bytes, strips its metadata,
// shrinks it to the banner size and serves it to everyone from /media; other roles are refused.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LOCALIZED_SUFFIXES } from '@hall/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let content: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  content = await signedInOperator(t.app, 'content');
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const upload = (image: string, headers: Record<string, string> = content.headers) =>
  post(t.app, '/v2/admin/media/upload', { image }, { ...en, ...headers });

/** A wide PNG carrying an EXIF block, as a camera or editor would leave it. */
async function widePngWithExif() {
  const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c03050' } })
    .withExif({ IFD0: { Copyright: 'secret-studio', Artist: 'someone' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('banner images', () => {
  it('re-encodes an upload to a metadata-free JPEG no wider than 1920 and serves it cacheable to anyone', async () => {
    const res = await upload(await widePngWithExif());
    expect(res.status).toBe(200);
    const { url, width, height, bytes } = res.body.data;
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);
    expect([width, height]).toEqual([1920, 640]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.length).toBe(bytes);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-studio'))).toBe(false);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.upload'), eq(auditLog.targetId, url.slice('/media/'.length))));
    expect(audit).toMatchObject({ operatorId: content.operator.id, targetType: 'media' });
  });

  it('lets a banner use the uploaded image', async () => {
    const { url } = (await upload(await widePngWithExif())).body.data;
    const created = await post(
      t.app,
      '/v2/admin/banner/create',
      { imageUrl: url, ...Object.fromEntries(LOCALIZED_SUFFIXES.map((s) => [`alt${s}`, `Spring ${s}`])) },
      { ...en, ...content.headers },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.imageUrl).toBe(url);
  });

  it('refuses what is not a JPEG or PNG picture, by its bytes', async () => {
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>').toString('base64'));
    expect([text.status, text.body.data.reason]).toEqual([400, 'image_type']);
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const bad = await upload(broken.toString('base64'));
    expect([bad.status, bad.body.data.reason]).toEqual([400, 'image_invalid']);
    expect(bad.body.msg).toMatch(/could not be read/);
    const empty = await upload('');
    expect(empty.status).toBe(400);
  });

  it('is for content operators and admins only', async () => {
    for (const role of ['support', 'finance'] as const) {
      const other = await signedInOperator(t.app, role);
      expect((await upload('AAAA', other.headers)).status, role).toBe(403);
    }
    const admin = await signedInOperator(t.app, 'admin');
    expect((await upload(await widePngWithExif(), admin.headers)).status).toBe(200);
    const player = await createSignedInUser(t.db);
    expect((await upload('AAAA', { token: player.token })).status).toBe(401);
    expect((await upload('AAAA', {})).status).toBe(401);
  });

  it('answers 404 for a name it never made, and never reads outside its folder', async () => {
    for (const url of [
      '/media/00000000-0000-4000-8000-000000000000.jpg',
      '/media/..%2F..%2Fpackage.json',
      '/media/%2e%2e%2fkyc',
      '/media/x.jpg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/image/);
    }
  });
});
