// ID photos: content checks, caps, a decompression bomb, metadata stripped, private to the owner.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { KYC_REJECT_NOTE_MAX } from '@hall/contracts/kyc';
import { auditLog } from '../../db/schema/operator';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let jpeg: string;
beforeAll(async () => {
  t = await createTestApp();
  // A real photo-like JPEG carrying EXIF metadata (camera, GPS-style comment) that must not survive.
  const withExif = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SpyCam', ImageDescription: 'home address 1-2-3' } } })
    .toBuffer();
  expect((await sharp(withExif).metadata()).exif).toBeDefined();
  jpeg = withExif.toString('base64');
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const photos = (overrides: Record<string, string> = {}) => ({
  front: jpeg,
  back: `data:image/jpeg;base64,${jpeg}`,
  handheld: jpeg,
  ...overrides,
});

function crc32(buf: Buffer) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A tiny PNG whose header claims 100,000 x 100,000 pixels: decoding it would need 10 GB. */
function decompressionBomb() {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('identity verification', () => {
  it('stores re-encoded photos without their metadata and shows them to their owner', async () => {
    const { token } = await createSignedInUser(t.db);
    const res = await post(t.app, '/v2/app/user/kyc/add', photos(), { token });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('submitted');
    const latest = await post(t.app, '/v2/app/user/kyc/latest', {}, { token });
    expect(latest.body.data).toMatchObject({ id: res.body.data.id, status: 'submitted' });
    const detail = await post(t.app, '/v2/app/user/get/kyc', {}, { token });
    const stored = Buffer.from(detail.body.data.front.replace('data:image/jpeg;base64,', ''), 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
    expect((await post(t.app, '/v2/app/user/kyc/add', photos(), { ...en, token })).body.data.reason).toBe(
      'kyc_pending',
    );
  });

  it('refuses what is not a JPEG or PNG by its content, whatever it claims to be', async () => {
    const { token } = await createSignedInUser(t.db);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64').toString('base64');
    const cases = [
      Buffer.from('just some text pretending to be a photo').toString('base64'),
      `data:image/jpeg;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      gif,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a jpeg')]).toString('base64'),
      'not base64 at all!!',
    ];
    for (const bad of cases) {
      const res = await post(t.app, '/v2/app/user/kyc/add', photos({ back: bad }), { ...en, token });
      expect(res.status, bad.slice(0, 20)).toBe(400);
      expect(['image_type', 'image_invalid']).toContain(res.body.data.reason);
    }
    expect((await post(t.app, '/v2/app/user/kyc/latest', {}, { token })).body.data).toBeNull();
  });

  it('refuses a decompression bomb from its header', async () => {
    const { token } = await createSignedInUser(t.db);
    const res = await post(
      t.app,
      '/v2/app/user/kyc/add',
      photos({ handheld: decompressionBomb().toString('base64') }),
      { ...en, token },
    );
    expect(res.status).toBe(413);
    expect(res.body.data.reason).toBe('image_too_large');
  });

  it('refuses a 50 MB upload before reading it', async () => {
    const { token } = await createSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/user/kyc/add',
      headers: { 'content-type': 'application/json', token },
      payload: JSON.stringify(photos({ front: 'A'.repeat(50 * 1024 * 1024) })),
    });
    expect(res.statusCode).toBe(413);
  });

  it('is reviewed by an operator, and nobody else sees the photos', async () => {
    const owner = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const { id } = (await post(t.app, '/v2/app/user/kyc/add', photos(), { token: owner.token })).body.data;
    expect((await post(t.app, '/v2/app/user/get/kyc', {}, { token: other.token })).body.data).toBeNull();
    expect((await post(t.app, '/v2/admin/kyc/get', { id }, { token: other.token })).status).toBe(401);
    const content = await signedInOperator(t.app, 'content');
    expect((await post(t.app, '/v2/admin/kyc/get', { id }, content.headers)).status).toBe(403);

    const support = await signedInOperator(t.app, 'support');
    const seen = await post(t.app, '/v2/admin/kyc/get', { id }, support.headers);
    expect(seen.body.data.front).toMatch(/^data:image\/jpeg;base64,/);
    const rejected = await post(
      t.app,
      '/v2/admin/kyc/review',
      { id, approve: false, reasonCode: 'blurry', reason: 'Photo is blurred' },
      support.headers,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reasonCode: 'blurry', reason: 'Photo is blurred' });
    expect((await post(t.app, '/v2/admin/kyc/review', { id, approve: true }, support.headers)).status).toBe(409);

    const again = (await post(t.app, '/v2/app/user/kyc/add', photos(), { token: owner.token })).body.data;
    await post(t.app, '/v2/admin/kyc/review', { id: again.id, approve: true }, support.headers);
    expect((await post(t.app, '/v2/app/user/kyc/latest', {}, { token: owner.token })).body.data.status).toBe(
      'approved',
    );
    expect((await post(t.app, '/v2/app/user/kyc/add', photos(), { token: owner.token })).body.data.reason).toBe(
      'kyc_approved',
    );
    // Each decision reached the player as a letter: the rejection, then the approval (newest first),
    // and the refused second review of the first request sent none.
    const inbox = await post(
      t.app,
      '/v2/app/station/query',
      { page: 1, pageSize: 10 },
      { token: owner.token, 'accept-language': 'en-US' },
    );
    expect(inbox.body.data.list.map((l: { title: string }) => l.title)).toEqual([
      'Identity verified',
      'Identity verification: please send new photos',
    ]);
    const [approval] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.approve'), eq(auditLog.targetId, String(again.id))));
    expect((approval!.after as { letterId: number }).letterId).toBe(inbox.body.data.list[0].id);
  });

  it('shows the reviewer the name, birth date and country the player gave, and only the id number’s tail', async () => {
    const owner = await createSignedInUser(t.db, {
      firstName: 'Hanako',
      lastName: 'Yamada',
      birthDate: '1990-04-01',
      countryCode: 'JP',
      idNumber: 'AB1234567',
    });
    const { id } = (await post(t.app, '/v2/app/user/kyc/add', photos(), { token: owner.token })).body.data;
    const support = await signedInOperator(t.app, 'support');
    const seen = await post(t.app, '/v2/admin/kyc/get', { id }, support.headers);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      id,
      userId: owner.user.id,
      account: owner.user.account,
      firstName: 'Hanako',
      lastName: 'Yamada',
      birthDate: '1990-04-01',
      countryCode: 'JP',
      idNumberMasked: '*****4567',
    });
    expect(JSON.stringify(seen.body)).not.toContain('AB1234567');

    // A player who gave none of them yet shows empty fields, not an error.
    const bare = await createSignedInUser(t.db);
    const other = (await post(t.app, '/v2/app/user/kyc/add', photos(), { token: bare.token })).body.data;
    const empty = await post(t.app, '/v2/admin/kyc/get', { id: other.id }, support.headers);
    expect(empty.body.data).toMatchObject({
      firstName: null,
      lastName: null,
      birthDate: null,
      countryCode: null,
      idNumberMasked: null,
    });
  });

  it('refuses a rejection without a reason from the list, and "other" without a note', async () => {
    const owner = await createSignedInUser(t.db);
    const { id } = (await post(t.app, '/v2/app/user/kyc/add', photos(), { token: owner.token })).body.data;
    const support = await signedInOperator(t.app, 'support');
    const unread = async () =>
      (await post(t.app, '/v2/app/station/unread/count', {}, { token: owner.token })).body.data.count as number;
    const lettersBefore = await unread();
    const review = (body: object) =>
      post(t.app, '/v2/admin/kyc/review', { id, approve: false, ...body }, { ...en, ...support.headers });
    for (const body of [
      {},
      { reason: 'Free text is not a reason code' },
      { reasonCode: 'looks_fake' },
      { reasonCode: 'other' },
      { reasonCode: 'other', reason: '   ' },
      { reasonCode: 'blurry', reason: 'x'.repeat(KYC_REJECT_NOTE_MAX + 1) },
    ]) {
      const res = await review(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: { reason: 'validation_failed' } });
    }
    // Nothing was settled by the refusals: the submission still waits, and the player got no letter.
    expect((await post(t.app, '/v2/app/user/kyc/latest', {}, { token: owner.token })).body.data).toMatchObject({
      status: 'submitted',
      reasonCode: null,
    });
    expect(await unread()).toBe(lettersBefore);
    // An approval needs no reason.
    expect((await post(t.app, '/v2/admin/kyc/review', { id, approve: true }, support.headers)).status).toBe(200);
  });

  it('tells the player the reason in their language, with the note as written, and audits the code', async () => {
    const owner = await createSignedInUser(t.db);
    const { id } = (await post(t.app, '/v2/app/user/kyc/add', photos(), { token: owner.token })).body.data;
    const support = await signedInOperator(t.app, 'support');
    const note = 'Das Foto der Rückseite fehlt <b>ganz</b>';
    const res = await post(
      t.app,
      '/v2/admin/kyc/review',
      { id, approve: false, reasonCode: 'incomplete', reason: `  ${note} ` },
      support.headers,
    );
    expect(res.status).toBe(200);

    const latest = await post(t.app, '/v2/app/user/kyc/latest', {}, { token: owner.token });
    expect(latest.body.data).toMatchObject({ status: 'rejected', reasonCode: 'incomplete', reason: note });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.reject'), eq(auditLog.targetId, String(id))));
    expect(audit!.after).toMatchObject({ status: 'rejected', reasonCode: 'incomplete', reason: note });

    // The letter: the reason in the language the player reads, the note as typed (escaped).
    const inbox = async (locale: string) =>
      (
        await post(
          t.app,
          '/v2/app/station/query',
          { page: 1, pageSize: 10 },
          { 'accept-language': locale, token: owner.token },
        )
      ).body.data.list;
    const [ja] = await inbox('ja-JP');
    expect(ja.title).toBe('本人確認：写真を再提出してください');
    expect(ja.body).toContain('写真が足りないか、身分証の一部が写っていません。');
    expect(ja.body).toContain('Das Foto der Rückseite fehlt &lt;b&gt;ganz&lt;/b&gt;');
    expect(ja.body).toContain('href="/user/user-center"');
    const [vi] = await inbox('vi-VN');
    expect(vi.body).toContain('Thiếu ảnh, hoặc giấy tờ bị cắt mất một phần trong ảnh.');
    expect((audit!.after as { letterId: number }).letterId).toBe(ja.id);
  });
});
