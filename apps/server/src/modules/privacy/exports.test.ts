// A copy of a player's data: asked for once a day, prepared by a durable job, announced by letter,
// downloaded only by its player and only until it expires; it holds every section the privacy
// notice lists and nothing of any other player.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards, banks } from '../../db/schema/bank';
import { jobs } from '../../db/schema/jobs';
import { kycSubmissions } from '../../db/schema/kyc';
import { dataExports } from '../../db/schema/privacy';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { depositThroughSandbox, spinOnce } from '../../test/money';
import { sendPlayerLetter } from '../letters/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const ask = (token: string) => post(t.app, '/v2/app/user/data-export', {}, { token, ...en });
const list = (token: string) => post(t.app, '/v2/app/user/data-export/list', {}, { token });
const download = (token: string, id: number) => post(t.app, '/v2/app/user/data-export/download', { id }, { token });
const letter = (title: string) => () => ({ title, body: `<p>${title}</p>` });

/** A player with a record in every section: a deposit, a round, a card, an identity check, a letter. */
async function playerWithHistory(name: string) {
  const { user, token } = await createSignedInUser(t.db, { firstName: `${name}-first`, phone: `+81-${name}` });
  const orderSn = await depositThroughSandbox(t.app, token, '5000');
  const round = await spinOnce(t.app, token);
  const [bank] = await t.db.select().from(banks).limit(1);
  const cardNumber = `4111222233334${String(user.id % 1000).padStart(3, '0')}`;
  await t.db.insert(bankCards).values({
    userId: user.id,
    bankId: bank!.id,
    cardNumberSealed: t.app.secretBox.seal(cardNumber),
    cardLast4: cardNumber.slice(-4),
    holderFirstName: `${name}-first`,
    holderLastName: `${name}-last`,
  });
  await t.db.insert(kycSubmissions).values({
    userId: user.id,
    frontFile: `${name}-front.jpg`,
    backFile: `${name}-back.jpg`,
    handheldFile: `${name}-hand.jpg`,
  });
  await sendPlayerLetter(t.db, user.id, letter(`letter for ${name}`));
  return { user, token, orderSn, round, cardNumber };
}

async function prepared(token: string) {
  const asked = await ask(token);
  expect(asked.status).toBe(200);
  expect(asked.body.data.status).toBe('preparing');
  await t.app.jobs.runDueJobs();
  return asked.body.data.id as number;
}

describe('a copy of my data', () => {
  it('holds every section of the player and nothing of another', async () => {
    const me = await playerWithHistory('alice');
    const other = await playerWithHistory('bob');
    const id = await prepared(me.token);

    const file = await download(me.token, id);
    expect(file.status).toBe(200);
    expect(file.body.data.filename).toMatch(/^game-hall-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = file.body.data.json as string;
    const doc = JSON.parse(text);
    expect(Object.keys(doc).sort()).toEqual(
      [
        'format',
        'generatedAt',
        'account',
        'kyc',
        'cards',
        'deposits',
        'withdrawals',
        'rounds',
        'bonuses',
        'letters',
      ].sort(),
    );
    expect(doc.account).toMatchObject({ id: me.user.id, email: me.user.email, firstName: 'alice-first' });
    expect(doc.account).not.toHaveProperty('passwordHash');
    expect(doc.kyc).toEqual([expect.objectContaining({ status: 'submitted' })]);
    expect(doc.cards).toEqual([expect.objectContaining({ cardNumberMasked: `**** **** ${me.cardNumber.slice(-4)}` })]);
    expect(doc.deposits.bank.map((d: { orderSn: string }) => d.orderSn)).toEqual([me.orderSn]);
    expect(doc.deposits.crypto).toEqual([]);
    expect(doc.withdrawals).toEqual([]);
    expect(doc.rounds.map((r: { roundSn: string }) => r.roundSn)).toEqual([me.round.roundSn]);
    expect(doc.bonuses).toEqual([]);
    expect(doc.letters.map((l: { title: string }) => l.title)).toContain('letter for alice');

    // Never the photos, the full card number or a hash; never a trace of the other player.
    for (const secret of ['alice-front.jpg', me.cardNumber, 'not-a-password-hash']) expect(text).not.toContain(secret);
    for (const theirs of [other.user.email, other.user.account, other.orderSn, other.round.roundSn, 'bob-'])
      expect(text).not.toContain(theirs);
  });

  it('is announced by letter when ready and downloaded by its own player only', async () => {
    const me = await createSignedInUser(t.db);
    const other = await createSignedInUser(t.db);
    const id = await prepared(me.token);

    const inbox = await post(t.app, '/v2/app/station/query', {}, { token: me.token, ...en });
    expect(inbox.body.data.list[0].title).toBe('Your data is ready to download');
    expect(inbox.body.data.list[0].body).toContain('/user/account-setting');

    const listed = await list(me.token);
    expect(listed.body.data.list).toEqual([expect.objectContaining({ id, status: 'ready' })]);
    expect((await download(other.token, id)).status).toBe(404);
    expect((await post(t.app, '/v2/app/user/data-export/download', { id })).status).toBe(401);
    expect((await download(me.token, id)).status).toBe(200);
  });

  it('may be asked for once a day', async () => {
    const me = await createSignedInUser(t.db);
    await prepared(me.token);
    const again = await ask(me.token);
    expect(again.status).toBe(429);
    expect(again.body.data.reason).toBe('export_too_soon');
    expect(again.body.msg).toBe('You can ask for a copy of your data once a day. Please try again in 24 hours.');
    const listed = await list(me.token);
    expect(listed.body.data.list).toHaveLength(1);
    expect(Date.parse(listed.body.data.nextAllowedAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // A day later it may be asked for again.
    await t.db
      .update(dataExports)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(dataExports.userId, me.user.id));
    expect((await ask(me.token)).status).toBe(200);
  });

  it('asked for fifty times at once is prepared once', async () => {
    const me = await createSignedInUser(t.db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(me.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.data.reason)).toEqual(
      Array(49).fill('export_too_soon'),
    );
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, me.user.id))).toHaveLength(1);
  });

  it('is refused while being prepared, and expires: refused, then deleted by its expiry job', async () => {
    const me = await createSignedInUser(t.db);
    // A copy whose job has not run yet.
    const [waiting] = await t.db.insert(dataExports).values({ userId: me.user.id }).returning();
    const early = await download(me.token, waiting!.id);
    expect(early.status).toBe(409);
    expect(early.body.data.reason).toBe('export_preparing');
    await t.db.delete(dataExports).where(eq(dataExports.id, waiting!.id));

    const id = await prepared(me.token);
    const [ready] = await t.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(ready!.expiresAt!.getTime() - ready!.readyAt!.getTime()).toBe(7 * 24 * 3_600_000);

    await t.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    const late = await download(me.token, id);
    expect(late.status).toBe(410);
    expect(late.body.data.reason).toBe('export_expired');
    expect((await list(me.token)).body.data.list[0].status).toBe('expired');

    // The expiry job, queued for the end of the window, deletes the document itself.
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.dedupeKey, `privacy.export-expiry:${id}`));
    await t.app.jobs.runDueJobs();
    const [gone] = await t.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(gone).toMatchObject({ status: 'expired', documentSealed: null });
  });
});
