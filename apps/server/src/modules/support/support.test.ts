// Help requests through the real app: tickets with and without a screenshot (checked by content and
// re-encoded like ID photos), each player seeing only their own, the conversation and its statuses, an
// operator's answer reaching the player as a station letter in the player's language, the desk's
// roles and audit log, bad input, and the hourly limit on new tickets (also under parallel requests).
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { auditLog } from '../../db/schema/operator';
import { supportTickets } from '../../db/schema/support';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';
import { TICKETS_PER_HOUR } from './service';

let t: TestApp;
let png: string;
let desk: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@hall.example' });
  // A PNG screenshot carrying metadata that must not survive the re-encoding.
  png = (
    await sharp({ create: { width: 390, height: 844, channels: 3, background: '#f0f0f0' } })
      .png()
      .withMetadata({ exif: { IFD0: { Make: 'SpyPhone', ImageDescription: 'home address 1-2-3' } } })
      .toBuffer()
  ).toString('base64');
  desk = await signedInOperator(t.app, 'support');
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const player = () => createSignedInUser(t.db);
const call = (p: Player, path: string, body: object = {}, headers: Record<string, string> = en) =>
  post(t.app, `/v2/app/support${path}`, body, { ...headers, token: p.token }, nextIp());
const deskCall = (path: string, body: object = {}) =>
  post(t.app, `/v2/admin/support${path}`, body, { ...en, ...desk.headers });

const request = (overrides: Record<string, unknown> = {}) => ({
  topic: 'deposit',
  subject: 'My deposit has not arrived',
  message: 'I paid order D123 an hour ago.\nThe coins are not there.',
  ...overrides,
});

/** The envelope without the per-request id, to compare two answers. */
const withoutRequestId = (body: { code: number; msg: string; data: Record<string, unknown> }) => ({
  ...body,
  data: { ...body.data, requestId: undefined },
});

describe('the contact address', () => {
  it('is given to visitors without signing in', async () => {
    const res = await post(t.app, '/v2/app/support/contact', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: 'help@hall.example' });
  });

  it("is support@ the site's domain unless SUPPORT_EMAIL names one", () => {
    expect(loadConfig({}).SUPPORT_EMAIL).toBe('support@localhost');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).SUPPORT_EMAIL).toBe('support@localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://www.hall.example', SANDBOX: 'off' }).SUPPORT_EMAIL).toBe(
      'support@hall.example',
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(ConfigError);
  });
});

describe('who runs the site', () => {
  it('is told to visitors from the configuration, with the contact and the minimum ages', async () => {
    const configured = await createTestApp({
      OPERATOR_NAME: 'Hall Operations Ltd.',
      LICENCE_TEXT: 'Example Gaming Authority licence 123/456',
      OPERATOR_ADDRESS: '1 Example Street, Example City',
      SUPPORT_EMAIL: 'help@hall.example',
      MINIMUM_AGE: '20',
    });
    try {
      const res = await post(configured.app, '/v2/app/site/operator', {});
      expect(res.body.data).toEqual({
        name: 'Hall Operations Ltd.',
        licence: 'Example Gaming Authority licence 123/456',
        address: '1 Example Street, Example City',
        supportEmail: 'help@hall.example',
        minimumAge: 20,
        // At 20 the site's own age already covers Japan's.
        minimumAgeByCountry: {},
      });
    } finally {
      await configured.close();
    }
  });

  it('is unnamed on a development server, which holds no licence', async () => {
    const res = await post(t.app, '/v2/app/site/operator', {});
    expect(res.body.data).toMatchObject({
      name: null,
      licence: null,
      address: null,
      minimumAge: 18,
      minimumAgeByCountry: { JP: 20 },
    });
  });
});

describe('a help request', () => {
  it('is opened with a first message and listed and read by its player', async () => {
    const p = await player();
    const created = await call(p, '/ticket/create', request());
    expect(created.status).toBe(200);
    const ticket = created.body.data;
    expect(ticket).toMatchObject({
      topic: 'deposit',
      subject: 'My deposit has not arrived',
      status: 'open',
      messages: [{ fromSupport: false, body: request().message, hasAttachment: false }],
    });
    expect(ticket.ticketSn).toMatch(/^S\d{22}$/);

    const list = await call(p, '/ticket/list');
    expect(list.body.data).toMatchObject({ total: 1, page: 1, list: [{ id: ticket.id, status: 'open' }] });
    expect((await call(p, '/ticket/list', { status: 'closed' })).body.data.total).toBe(0);
    expect((await call(p, '/ticket/get', { id: ticket.id })).body.data).toEqual(ticket);
  });

  it('keeps a screenshot re-encoded without its metadata, for its player and operators only', async () => {
    const p = await player();
    const created = await call(p, '/ticket/create', request({ attachment: `data:image/png;base64,${png}` }));
    expect(created.status).toBe(200);
    const [message] = created.body.data.messages;
    expect(message.hasAttachment).toBe(true);

    const own = await call(p, '/attachment', { messageId: message.id });
    expect(own.body.data.image).toMatch(/^data:image\/jpeg;base64,/);
    const stored = Buffer.from(own.body.data.image.replace('data:image/jpeg;base64,', ''), 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 390, height: 844 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SpyPhone'))).toBe(false);

    const stranger = await player();
    const refused = await call(stranger, '/attachment', { messageId: message.id });
    expect(refused.status).toBe(404);
    expect((await deskCall('/attachment', { messageId: message.id })).body.data.image).toBe(own.body.data.image);
    // A message without a screenshot has none to read.
    const plain = (await call(p, '/ticket/create', request())).body.data.messages[0];
    expect((await call(p, '/attachment', { messageId: plain.id })).status).toBe(404);
  });

  it('refuses a screenshot that is not a JPEG or PNG by its content, and opens nothing', async () => {
    const p = await player();
    for (const bad of [
      Buffer.from('just some text pretending to be a picture').toString('base64'),
      `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      'not base64 at all!!',
    ]) {
      const res = await call(p, '/ticket/create', request({ attachment: bad }));
      expect(res.status, bad.slice(0, 20)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, data: { reason: expect.stringMatching(/^image_/) } });
      expect(res.body.msg).toMatch(/photo/i);
    }
    expect((await call(p, '/ticket/list')).body.data.total).toBe(0);
    // Refused requests gave their tries back: the hour's five are all still there.
    for (let i = 0; i < TICKETS_PER_HOUR; i++) expect((await call(p, '/ticket/create', request())).status).toBe(200);
  });

  it("is another player's business only: their tickets are not listed and read as not found", async () => {
    const owner = await player();
    const stranger = await player();
    const { id } = (await call(owner, '/ticket/create', request())).body.data;
    expect((await call(stranger, '/ticket/list')).body.data).toMatchObject({ total: 0, list: [] });

    const foreign = await call(stranger, '/ticket/get', { id });
    const missing = await call(stranger, '/ticket/get', { id: id + 100_000 });
    expect(foreign.status).toBe(404);
    expect(withoutRequestId(foreign.body)).toEqual(withoutRequestId(missing.body));
    expect((await call(stranger, '/ticket/reply', { id, message: 'Me too' })).status).toBe(404);
    expect((await call(stranger, '/ticket/close', { id })).status).toBe(404);
    const untouched = (await call(owner, '/ticket/get', { id })).body.data;
    expect(untouched).toMatchObject({ status: 'open', messages: [{ body: request().message }] });
  });
});

describe('the conversation', () => {
  it("an operator's answer marks it answered and reaches the player as a letter in the player's language", async () => {
    const p = await player();
    const { id, ticketSn } = (await call(p, '/ticket/create', request())).body.data;

    const queue = await deskCall('/list', { status: 'open', pageSize: 100 });
    expect(queue.body.data.list).toContainEqual(
      expect.objectContaining({ id, userId: p.user.id, account: p.user.account }),
    );

    const answer = 'We found your payment <D123>.\nThe coins are in your wallet now.';
    const replied = await deskCall('/reply', { id, message: answer });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ status: 'answered', account: p.user.account });
    expect(replied.body.data.messages.at(-1)).toMatchObject({
      fromSupport: true,
      body: answer,
      operator: desk.username,
    });

    // The player sees the answer on the ticket, without the operator's name.
    const seen = (await call(p, '/ticket/get', { id })).body.data;
    expect(seen.status).toBe('answered');
    expect(seen.messages.at(-1)).toEqual({
      id: expect.any(Number),
      fromSupport: true,
      body: answer,
      hasAttachment: false,
      createdAt: expect.any(String),
    });

    // And in the inbox: titled in the language the player reads, the answer escaped, the way back to the ticket.
    const inbox = await post(t.app, '/v2/app/station/query', {}, { ...en, token: p.token });
    const letter = inbox.body.data.list.find((l: { title: string }) => l.title.includes(ticketSn));
    expect(letter).toMatchObject({ title: `Reply to your help request ${ticketSn}`, read: false });
    expect(letter.body).toContain('We found your payment &lt;D123&gt;.<br />The coins are in your wallet now.');
    expect(letter.body).toContain(`<a href="/user/support/${id}">See the whole conversation</a>`);
    const japanese = await post(t.app, '/v2/app/station/query', {}, { 'accept-language': 'ja-JP', token: p.token });
    expect(japanese.body.data.list.map((l: { title: string }) => l.title)).toContain(
      `お問い合わせ ${ticketSn} への回答`,
    );

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support.reply'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({
      operatorId: desk.operator.id,
      targetType: 'support_ticket',
      before: { status: 'open' },
      after: { status: 'answered' },
    });
  });

  it('a reply from the player opens it again, after an answer or a close', async () => {
    const p = await player();
    const { id } = (await call(p, '/ticket/create', request())).body.data;
    await deskCall('/reply', { id, message: 'Which order number?' });
    const again = await call(p, '/ticket/reply', { id, message: 'D123, paid at 10:00.' });
    expect(again.body.data).toMatchObject({ status: 'open' });
    expect(again.body.data.messages.map((m: { fromSupport: boolean }) => m.fromSupport)).toEqual([false, true, false]);

    const closed = await call(p, '/ticket/close', { id });
    expect(closed.body.data.status).toBe('closed');
    expect((await call(p, '/ticket/list', { status: 'closed' })).body.data.list[0].id).toBe(id);
    const reopened = await call(p, '/ticket/reply', { id, message: 'It happened again.', attachment: png });
    expect(reopened.body.data.status).toBe('open');
    expect(reopened.body.data.messages.at(-1)).toMatchObject({ body: 'It happened again.', hasAttachment: true });
  });

  it('an operator closes it, audit-logged; unknown tickets are not found', async () => {
    const p = await player();
    const { id } = (await call(p, '/ticket/create', request())).body.data;
    const closed = await deskCall('/close', { id });
    expect(closed.body.data.status).toBe('closed');
    expect((await call(p, '/ticket/get', { id })).body.data.status).toBe('closed');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support.close'), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({ before: { status: 'open' }, after: { status: 'closed' } });
    for (const path of ['/get', '/close']) expect((await deskCall(path, { id: 987_654_321 })).status).toBe(404);
    expect((await deskCall('/reply', { id: 987_654_321, message: 'Hello' })).status).toBe(404);
    expect((await deskCall('/attachment', { messageId: 987_654_321 })).status).toBe(404);
  });

  it('the desk is for support operators (and admins) only', async () => {
    const p = await player();
    const { id } = (await call(p, '/ticket/create', request())).body.data;
    for (const role of ['content', 'finance'] as const) {
      const other = await signedInOperator(t.app, role);
      expect((await post(t.app, '/v2/admin/support/list', {}, other.headers)).status, role).toBe(403);
    }
    const admin = await signedInOperator(t.app, 'admin');
    expect((await post(t.app, '/v2/admin/support/get', { id }, admin.headers)).body.data.id).toBe(id);
    expect((await post(t.app, '/v2/admin/support/list', {}, { token: p.token })).status).toBe(401);
    expect((await post(t.app, '/v2/app/support/ticket/list', {})).status).toBe(401);
  });

  it('the desk filters by status and account; open tickets longest waiting first', async () => {
    const p = await player();
    const first = (await call(p, '/ticket/create', request({ subject: 'First' }))).body.data;
    const second = (await call(p, '/ticket/create', request({ subject: 'Second' }))).body.data;
    const mine = await deskCall('/list', { account: p.user.account.toUpperCase(), status: 'open' });
    expect(mine.body.data.list.map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    await deskCall('/reply', { id: first.id, message: 'Done.' });
    const answered = await deskCall('/list', { account: p.user.account, status: 'answered' });
    expect(answered.body.data).toMatchObject({ total: 1, list: [{ id: first.id }] });
  });
});

describe('bad input', () => {
  it('is refused with a 400 envelope naming the field', async () => {
    const p = await player();
    const cases: Array<[string, object, string]> = [
      ['/ticket/create', request({ topic: undefined }), 'topic'],
      ['/ticket/create', request({ topic: 'refund' }), 'topic'],
      ['/ticket/create', request({ subject: '   ' }), 'subject'],
      ['/ticket/create', request({ subject: 'x'.repeat(121) }), 'subject'],
      ['/ticket/create', request({ subject: 'tab\tin subject' }), 'subject'],
      ['/ticket/create', request({ message: '' }), 'message'],
      ['/ticket/create', request({ message: 'x'.repeat(4001) }), 'message'],
      ['/ticket/create', request({ message: 'NUL \u0000 byte' }), 'message'],
      ['/ticket/create', request({ attachment: 42 }), 'attachment'],
      ['/ticket/get', { id: 'one' }, 'id'],
      ['/ticket/get', {}, 'id'],
      ['/ticket/reply', { id: 1 }, 'message'],
      ['/ticket/list', { status: 'pending' }, 'status'],
      ['/attachment', { messageId: -1 }, 'messageId'],
    ];
    for (const [path, body, field] of cases) {
      const res = await call(p, path, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body, `${path} ${field}`).toMatchObject({ code: 400, data: { reason: 'validation_failed' } });
      expect(
        res.body.data.fields.map((f: { field: string }) => f.field),
        `${path} ${field}`,
      ).toContain(field);
    }
    expect((await deskCall('/reply', { id: 1, message: ' ' })).status).toBe(400);
    expect((await deskCall('/list', { status: 'waiting' })).status).toBe(400);
    expect((await call(p, '/ticket/list')).body.data.total).toBe(0);
  });

  it('takes a screenshot body above the usual 1 MB limit where one is sent, and nowhere else', async () => {
    const p = await player();
    // 2 MB of base64: past the server's default body limit, inside the upload routes' own.
    const big = `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`;
    const created = await call(p, '/ticket/create', request({ attachment: big }));
    expect(created.status).not.toBe(413);
    expect(created.status).toBeLessThan(500);
    const reply = await call(p, '/ticket/reply', { id: 1, message: 'Here it is.', attachment: big });
    expect(reply.status).not.toBe(413);
    expect(reply.status).toBeLessThan(500);
    expect((await call(p, '/ticket/list', { padding: big })).status).toBe(413);
  });

  it('keeps a message of exactly 4,000 characters with its line breaks', async () => {
    const p = await player();
    const message = `${'a'.repeat(1999)}\n${'b'.repeat(2000)}`;
    const res = await call(p, '/ticket/create', request({ subject: 's'.repeat(120), message }));
    expect(res.status).toBe(200);
    expect(res.body.data.messages[0].body).toBe(message);
  });
});

describe('the hourly limit on new requests', () => {
  it(`refuses a player's ticket past ${TICKETS_PER_HOUR} an hour with how long to wait; others are not held`, async () => {
    const p = await player();
    for (let i = 0; i < TICKETS_PER_HOUR; i++) expect((await call(p, '/ticket/create', request())).status).toBe(200);
    const refused = await call(p, '/ticket/create', request());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, data: { reason: 'too_many_requests' } });
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(3000);
    expect(refused.body.msg).toMatch(
      /^You have sent 5 help requests in the last hour\. .* try again in \d+ minutes\.$/,
    );
    // Replies to the tickets already open still go through, and another player is not held.
    const { list } = (await call(p, '/ticket/list')).body.data;
    expect((await call(p, '/ticket/reply', { id: list[0].id, message: 'More details.' })).status).toBe(200);
    expect((await call(await player(), '/ticket/create', request())).status).toBe(200);
  });

  it(
    `lets exactly ${TICKETS_PER_HOUR} of 50 parallel requests through`,
    async () => {
      const p = await player();
      const answers = await Promise.all(Array.from({ length: 50 }, () => call(p, '/ticket/create', request())));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(TICKETS_PER_HOUR);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50 - TICKETS_PER_HOUR);
      const rows = await t.db.select().from(supportTickets).where(eq(supportTickets.userId, p.user.id));
      expect(rows).toHaveLength(TICKETS_PER_HOUR);
    },
    testEngine() === 'postgres' ? 30_000 : 60_000,
  );
});
