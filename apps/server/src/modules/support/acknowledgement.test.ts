// A complaint's acknowledgement through the real app: the terms' two working days on the ticket for
// the player and the desk, with its check queued; met by the first answer or the acknowledge action
// (a letter, audited, once); escalated when missed (marked, listed for the desk, told to the player
// once); a complaint closed or acknowledged in time is left alone.
import { COMPLAINT_ACK_WORKING_DAYS } from '@hall/contracts/support';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { auditLog } from '../../db/schema/operator';
import { supportTickets } from '../../db/schema/support';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';
import { afterWorkingDays, COMPLAINT_DEADLINE_JOB } from './deadlines';

let t: TestApp;
let desk: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  desk = await signedInOperator(t.app, 'support');
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const call = (p: Player, path: string, body: object = {}) =>
  post(t.app, `/v2/app${path}`, body, { ...en, token: p.token }, nextIp());
const deskCall = (path: string, body: object = {}, headers = desk.headers) =>
  post(t.app, `/v2/admin/support${path}`, body, { ...en, ...headers });

type Ticket = { id: number; ticketSn: string; createdAt: string; ackDueAt: string | null; dueAt: string | null };
async function open(p: Player, topic = 'complaint'): Promise<Ticket> {
  const res = await call(p, '/support/ticket/create', {
    topic,
    subject: 'My winnings were taken',
    message: 'Round G123 paid and then the coins were gone.',
  });
  expect(res.status).toBe(200);
  return res.body.data as Ticket;
}

const ackKey = (id: number) => `complaint-ack-deadline:${id}`;

/** The acknowledgement deadline has passed: the ticket's and its job's time moved back (the database's clock). */
async function passAckDeadline(ticketId: number) {
  await t.db
    .update(supportTickets)
    .set({ ackDueAt: sql`now() - interval '1 second'` })
    .where(eq(supportTickets.id, ticketId));
  await t.db.execute(sql`update jobs set state = 'queued', run_at = now() where dedupe_key = ${ackKey(ticketId)}`);
}

const lettersTitled = async (p: Player, title: string) =>
  (
    (await call(p, '/station/query', { page: 1, pageSize: 50 })).body.data.list as Array<{
      title: string;
      body: string;
    }>
  ).filter((l) => l.title === title);
const lateLetters = (p: Player, sn: string) => lettersTitled(p, `We are late acknowledging your complaint ${sn}`);

describe("a complaint's acknowledgement", () => {
  it("is due two working days on, on the site's calendar, for the player and the desk, with its check queued", async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await open(p);
    const expected = afterWorkingDays(
      new Date(ticket.createdAt),
      COMPLAINT_ACK_WORKING_DAYS,
      t.app.config.SITE_TIME_ZONE,
    );
    expect(ticket.ackDueAt).toBe(expected.toISOString());
    // Never sooner than two whole days, never later than two working days with a weekend and the day it came.
    const hours = (Date.parse(ticket.ackDueAt!) - Date.parse(ticket.createdAt)) / 3_600_000;
    expect(hours).toBeGreaterThan(48);
    expect(hours).toBeLessThanOrEqual(5 * 24);
    expect((await call(p, '/support/ticket/get', { id: ticket.id })).body.data).toMatchObject({
      ackDueAt: ticket.ackDueAt,
      acknowledgedAt: null,
      ackEscalatedAt: null,
    });
    const queue = await deskCall('/list', { status: 'open', pageSize: 100 });
    expect(queue.body.data.list).toContainEqual(
      expect.objectContaining({ id: ticket.id, ackDueAt: ticket.ackDueAt, acknowledgedAt: null }),
    );
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, ackKey(ticket.id)));
    expect(job).toMatchObject({
      kind: COMPLAINT_DEADLINE_JOB,
      state: 'queued',
      payload: { ticketId: ticket.id, deadline: 'acknowledge' },
    });
    expect(Math.abs(job!.runAt.getTime() - expected.getTime())).toBeLessThan(60_000);

    // Other topics promise no acknowledgement.
    const other = await open(p, 'deposit');
    expect(other.ackDueAt).toBeNull();
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, ackKey(other.id))),
    ).toHaveLength(0);
  });

  it('is met by the first answer, which its check then leaves alone', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await open(p);
    const first = await deskCall('/reply', { id: ticket.id, message: 'We are looking into it.' });
    const acknowledgedAt = first.body.data.acknowledgedAt as string;
    expect(acknowledgedAt).not.toBeNull();
    await deskCall('/reply', { id: ticket.id, message: 'Still looking.' });
    expect((await deskCall('/get', { id: ticket.id })).body.data.acknowledgedAt).toBe(acknowledgedAt);

    await passAckDeadline(ticket.id);
    await t.app.jobs.runDueJobs();
    expect((await call(p, '/support/ticket/get', { id: ticket.id })).body.data.ackEscalatedAt).toBeNull();
    expect(await lateLetters(p, ticket.ticketSn)).toHaveLength(0);
  });

  it('is met by the acknowledge action: told to the player by letter, audited, once', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await open(p);
    const acknowledged = await deskCall('/acknowledge', { id: ticket.id });
    expect(acknowledged.status).toBe(200);
    // Acknowledged, not answered: the complaint still waits for the site.
    expect(acknowledged.body.data).toMatchObject({ status: 'open', acknowledgedAt: expect.any(String) });

    const letters = await lettersTitled(p, `We have received your complaint ${ticket.ticketSn}`);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.body).toContain(`${ticket.dueAt!.slice(0, 16).replace('T', ' ')} UTC`);
    expect(letters[0]!.body).toContain(`<a href="/user/support/${ticket.id}">`);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support.acknowledge'), eq(auditLog.targetId, String(ticket.id))));
    expect(audit).toMatchObject({ operatorId: desk.operator.id, targetType: 'support_ticket' });

    const again = await deskCall('/acknowledge', { id: ticket.id });
    expect(again.status).toBe(409);
    expect(again.body.data.reason).toBe('acknowledge_refused');
    expect(await lettersTitled(p, `We have received your complaint ${ticket.ticketSn}`)).toHaveLength(1);

    await passAckDeadline(ticket.id);
    await t.app.jobs.runDueJobs();
    expect((await deskCall('/get', { id: ticket.id })).body.data.ackEscalatedAt).toBeNull();
  });

  it('is refused for other topics and closed complaints, unknown tickets and other roles', async () => {
    const p = await createSignedInUser(t.db);
    const deposit = await open(p, 'deposit');
    expect((await deskCall('/acknowledge', { id: deposit.id })).status).toBe(409);
    const closed = await open(p);
    await deskCall('/close', { id: closed.id });
    expect((await deskCall('/acknowledge', { id: closed.id })).status).toBe(409);
    expect((await deskCall('/get', { id: closed.id })).body.data.acknowledgedAt).toBeNull();
    expect((await deskCall('/acknowledge', { id: 999_999_999 })).status).toBe(404);
    const finance = await signedInOperator(t.app, 'finance');
    const complaint = await open(p);
    expect((await deskCall('/acknowledge', { id: complaint.id }, finance.headers)).status).toBe(403);
  });

  it('missed is escalated: marked and listed for the desk, told to the player once', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await open(p);
    await passAckDeadline(ticket.id);
    await t.app.jobs.runDueJobs();

    const own = (await call(p, '/support/ticket/get', { id: ticket.id })).body.data;
    expect(own.ackEscalatedAt).not.toBeNull();
    // The resolution deadline is another promise, not missed yet.
    expect(own.escalatedAt).toBeNull();
    const letters = await lateLetters(p, ticket.ticketSn);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.body).toContain('within 2 working days');
    const listed = (await deskCall('/list', { page: 1, pageSize: 50, ackEscalated: true })).body.data.list as Array<{
      id: number;
      ackEscalatedAt: string | null;
    }>;
    expect(listed.map((r) => r.id)).toContain(ticket.id);
    expect(listed.every((r) => r.ackEscalatedAt)).toBe(true);

    // The check run again (after a crash, say) writes nothing more, and a late answer keeps the record.
    await passAckDeadline(ticket.id);
    await t.app.jobs.runDueJobs();
    expect(await lateLetters(p, ticket.ticketSn)).toHaveLength(1);
    await deskCall('/reply', { id: ticket.id, message: 'Sorry for the wait.' });
    expect((await deskCall('/get', { id: ticket.id })).body.data).toMatchObject({
      acknowledgedAt: expect.any(String),
      ackEscalatedAt: own.ackEscalatedAt,
    });
  });

  it('is not escalated for a complaint closed before its deadline, or before the deadline', async () => {
    const p = await createSignedInUser(t.db);
    const withdrawn = await open(p);
    await call(p, '/support/ticket/close', { id: withdrawn.id });
    await passAckDeadline(withdrawn.id);
    const early = await open(p);
    await t.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${ackKey(early.id)}`);
    await t.app.jobs.runDueJobs();
    for (const ticket of [withdrawn, early]) {
      expect((await deskCall('/get', { id: ticket.id })).body.data.ackEscalatedAt).toBeNull();
      expect(await lateLetters(p, ticket.ticketSn)).toHaveLength(0);
    }
  });
});
