// An SMTP outage delays a code mail, it does not lose it: the request still answers, the mail
// waits in the outbox with a queued delivery, and goes out once the server is back. The outbox keeps
// a body only while it may still be sent, and sealed even then: no code lies there in clear text.
import { once } from 'node:events';
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { parseMail, startTestSmtp, type ReceivedMail } from '../../test/smtp';
import { MAIL_JOB } from './mailer';

let t: TestApp;
let port: number;
beforeAll(async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  port = (probe.address() as { port: number }).port;
  probe.close();
  // Nothing listens on the port yet: the SMTP server is down. No background worker, so the test
  // decides when the retry runs.
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, CAPTCHA: 'off', JOB_POLL_MS: '0' });
});
afterAll(() => t.close());

function startSmtp(inbox: ReceivedMail[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  return new Promise<SMTPServer>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('mail during an SMTP outage', () => {
  it('keeps the code mail queued and delivers it once the server is back', async () => {
    const email = `outage${Date.now()}@example.test`;
    const res = await post(
      t.app,
      '/v2/app/register/send/email/code',
      { email },
      { 'accept-language': 'en-US' },
      nextIp(),
    );
    expect(res.status).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail).toMatchObject({ status: 'pending' });
    expect(mail!.error).toBeTruthy();
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `mail:${mail!.id}`));
    expect(job).toMatchObject({ kind: MAIL_JOB, state: 'queued', attempts: 1 });

    const inbox: ReceivedMail[] = [];
    const smtp = await startSmtp(inbox);
    try {
      await t.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.id, job!.id));
      await t.app.jobs.runDueJobs();
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.to).toEqual([email]);
      expect(inbox[0]!.text).toMatch(/Your verification code is \d{6}/);
      const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
      expect(sent).toMatchObject({ status: 'sent', error: null });
      // Neither while it waited nor once sent did the outbox hold the code in clear text.
      const code = /\b(\d{6})\b/.exec(inbox[0]!.text)![1]!;
      expect(JSON.stringify(mail)).not.toContain(code);
      expect(JSON.stringify(sent)).not.toContain(code);
      expect((await t.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]).toMatchObject({ state: 'done' });
      // Delivered once: running the queue again sends nothing more.
      await t.app.jobs.runDueJobs();
      expect(inbox).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('drops the body of a mail that failed for good', async () => {
    const email = `gaveup${Date.now()}@example.test`;
    await post(t.app, '/v2/app/register/send/email/code', { email }, { 'accept-language': 'en-US' }, nextIp());
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    // The last try, and the server is still down.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()`, maxAttempts: 2 })
      .where(eq(jobs.dedupeKey, `mail:${mail!.id}`));
    await t.app.jobs.runDueJobs();
    const [failed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(failed).toMatchObject({ status: 'failed', text: null, html: null, bodySealed: null });
  });
});

describe('mail delivered by SMTP', () => {
  it('leaves no code in clear text in the outbox', async () => {
    const smtp = await startTestSmtp();
    const app = await createTestApp({ SMTP_URL: smtp.url, CAPTCHA: 'off' });
    try {
      const email = `delivered${Date.now()}@example.test`;
      const res = await post(app.app, '/v2/app/register/send/email/code', { email }, {}, nextIp());
      expect(res.status).toBe(200);
      const code = await smtp.codeFor(email);
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(row).toMatchObject({ status: 'sent' });
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row).toMatchObject({ text: null, html: null, bodySealed: null });
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
