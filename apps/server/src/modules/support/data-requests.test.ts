// Requests about a player's data (the privacy notice's "we answer within one month") through the real
// app: the data request topic carries the month on the ticket for the player and the desk, with its
// check queued; one still open then is escalated by the complaints' own mechanism, the letter naming
// the data protection authority; one closed in time is left alone.
import { DATA_REQUEST_ANSWER_MONTHS } from '@hall/contracts/support';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { supportTickets } from '../../db/schema/support';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';
import { afterMonths, COMPLAINT_DEADLINE_JOB } from './deadlines';

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

async function ask(p: Player) {
  const res = await call(p, '/support/ticket/create', {
    topic: 'data_request',
    subject: 'Please correct my name',
    message: 'My family name is spelt wrong; please also stop using my data for offers.',
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; ticketSn: string; createdAt: string; dueAt: string | null };
}

async function passDeadline(ticketId: number) {
  await t.db
    .update(supportTickets)
    .set({ dueAt: sql`now() - interval '1 second'` })
    .where(eq(supportTickets.id, ticketId));
  await t.db.execute(
    sql`update jobs set state = 'queued', run_at = now() where dedupe_key = ${`complaint-deadline:${ticketId}`}`,
  );
}

const escalationLetters = async (p: Player, sn: string) =>
  (
    (await call(p, '/station/query', { page: 1, pageSize: 50 })).body.data.list as Array<{
      title: string;
      body: string;
    }>
  ).filter((l) => l.title === `Your data request ${sn} has been passed to a manager`);

describe('a data request', () => {
  it('carries the one-month deadline, for the player and the desk, with its check queued for then', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await ask(p);
    const expected = afterMonths(new Date(ticket.createdAt), DATA_REQUEST_ANSWER_MONTHS, t.app.config.SITE_TIME_ZONE);
    expect(ticket.dueAt).toBe(expected.toISOString());
    const days = (Date.parse(ticket.dueAt!) - Date.parse(ticket.createdAt)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect((await call(p, '/support/ticket/get', { id: ticket.id })).body.data).toMatchObject({
      topic: 'data_request',
      dueAt: ticket.dueAt,
      escalatedAt: null,
      ackDueAt: null,
    });
    expect((await deskCall('/get', { id: ticket.id })).body.data).toMatchObject({
      topic: 'data_request',
      dueAt: ticket.dueAt,
    });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `complaint-deadline:${ticket.id}`));
    expect(job).toMatchObject({ kind: COMPLAINT_DEADLINE_JOB, state: 'queued', payload: { ticketId: ticket.id } });
    expect(Math.abs(job!.runAt.getTime() - expected.getTime())).toBeLessThan(60_000);
  });

  it('still open a month on is escalated: marked and listed for the desk, told to the player once', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await ask(p);
    await deskCall('/reply', { id: ticket.id, message: 'We are checking your identity documents.' });
    await passDeadline(ticket.id);
    await t.app.jobs.runDueJobs();

    expect((await call(p, '/support/ticket/get', { id: ticket.id })).body.data.escalatedAt).not.toBeNull();
    const letters = await escalationLetters(p, ticket.ticketSn);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.body).toContain('data protection authority');
    expect(letters[0]!.body).toContain(`<a href="/user/support/${ticket.id}">`);
    const listed = await deskCall('/list', { page: 1, pageSize: 50, escalated: true });
    expect((listed.body.data.list as Array<{ id: number }>).map((r) => r.id)).toContain(ticket.id);

    await passDeadline(ticket.id);
    await t.app.jobs.runDueJobs();
    expect(await escalationLetters(p, ticket.ticketSn)).toHaveLength(1);
  });

  it('answered and closed within the month is not escalated', async () => {
    const p = await createSignedInUser(t.db);
    const ticket = await ask(p);
    await deskCall('/reply', { id: ticket.id, message: 'Corrected, and marketing is stopped.' });
    await deskCall('/close', { id: ticket.id });
    await passDeadline(ticket.id);
    await t.app.jobs.runDueJobs();
    expect((await deskCall('/get', { id: ticket.id })).body.data.escalatedAt).toBeNull();
    expect(await escalationLetters(p, ticket.ticketSn)).toHaveLength(0);
  });
});
