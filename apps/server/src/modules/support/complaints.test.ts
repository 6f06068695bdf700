// Complaints through the real app: the terms' deadline on the ticket for the player and the desk,
// the durable job queued with it, and escalation when it passes unresolved (marked for the desk,
// listed on its own, told to the player once); a complaint closed in time is left alone.
import { COMPLAINT_RESOLVE_DAYS } from '@hall/contracts/support';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { supportTickets } from '../../db/schema/support';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';
import { COMPLAINT_DEADLINE_JOB } from './deadlines';

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
const deskCall = (path: string, body: object = {}) =>
  post(t.app, `/v2/admin/support${path}`, body, { ...en, ...desk.headers });

async function complain(p: Player, topic = 'complaint') {
  const res = await call(p, '/support/ticket/create', {
    topic,
    subject: 'My winnings were taken',
    message: 'Round G123 paid and then the coins were gone.',
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; ticketSn: string; createdAt: string; dueAt: string | null };
}

/** The deadline has passed: the ticket's and its job's time are moved back (the clock is the database's). */
async function passDeadline(ticketId: number) {
  await t.db
    .update(supportTickets)
    .set({ dueAt: sql`now() - interval '1 second'` })
    .where(eq(supportTickets.id, ticketId));
  await t.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`complaint-deadline:${ticketId}`}`);
}

const escalationLetters = async (p: Player, sn: string) =>
  ((await call(p, '/station/query', { page: 1, pageSize: 50 })).body.data.list as Array<{ title: string }>).filter(
    (l) => l.title === `Your complaint ${sn} has been passed to a manager`,
  );

describe('a complaint', () => {
  it("carries the terms' deadline, for the player and the desk, with its check queued for then", async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await complain(p);
    expect(Date.parse(ticket.dueAt!) - Date.parse(ticket.createdAt)).toBeGreaterThanOrEqual(
      COMPLAINT_RESOLVE_DAYS * 86_400_000 - 5_000,
    );
    expect(Date.parse(ticket.dueAt!) - Date.parse(ticket.createdAt)).toBeLessThanOrEqual(
      COMPLAINT_RESOLVE_DAYS * 86_400_000 + 5_000,
    );
    const seen = await deskCall('/get', { id: ticket.id });
    expect(seen.body.data).toMatchObject({ topic: 'complaint', dueAt: ticket.dueAt, escalatedAt: null });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `complaint-deadline:${ticket.id}`));
    expect(job).toMatchObject({ kind: COMPLAINT_DEADLINE_JOB, state: 'queued' });
    expect(Math.abs(job!.runAt.getTime() - Date.parse(ticket.dueAt!))).toBeLessThan(60_000);
  });

  it('is not escalated before its deadline', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await complain(p);
    await t.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`complaint-deadline:${ticket.id}`}`);
    await t.app.jobs.runDueJobs();
    expect((await call(p, '/support/ticket/get', { id: ticket.id })).body.data.escalatedAt).toBeNull();
    expect(await escalationLetters(p, ticket.ticketSn)).toHaveLength(0);
  });

  it('still open at its deadline is escalated: marked and listed for the desk, told to the player once', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await complain(p);
    await deskCall('/reply', { id: ticket.id, message: 'We are looking into it.' });
    await passDeadline(ticket.id);
    await t.app.jobs.runDueJobs();

    const own = await call(p, '/support/ticket/get', { id: ticket.id });
    expect(own.body.data.escalatedAt).not.toBeNull();
    const letters = await escalationLetters(p, ticket.ticketSn);
    expect(letters).toHaveLength(1);
    const listed = await deskCall('/list', { page: 1, pageSize: 50, escalated: true });
    const ids = (listed.body.data.list as Array<{ id: number; escalatedAt: string | null }>).map((r) => r.id);
    expect(ids).toContain(ticket.id);
    expect((listed.body.data.list as Array<{ escalatedAt: string | null }>).every((r) => r.escalatedAt)).toBe(true);

    // The job run again (after a crash, say) escalates and writes nothing more.
    await passDeadline(ticket.id);
    await t.db.execute(
      sql`update jobs set state = 'queued', run_at = now() where dedupe_key = ${`complaint-deadline:${ticket.id}`}`,
    );
    await t.app.jobs.runDueJobs();
    expect(await escalationLetters(p, ticket.ticketSn)).toHaveLength(1);
  });

  it('closed before its deadline is not escalated', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await complain(p);
    await deskCall('/close', { id: ticket.id });
    await passDeadline(ticket.id);
    await t.app.jobs.runDueJobs();
    expect((await deskCall('/get', { id: ticket.id })).body.data.escalatedAt).toBeNull();
    expect(await escalationLetters(p, ticket.ticketSn)).toHaveLength(0);
  });
});

describe('other help requests', () => {
  it('have no deadline and queue no check', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await complain(p, 'deposit');
    expect(ticket.dueAt).toBeNull();
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `complaint-deadline:${ticket.id}`)),
    ).toHaveLength(0);
  });
});
