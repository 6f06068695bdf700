// The mail adapter: every message is written to the outbox first. Without SMTP_URL it stays there
// as 'sandbox' for the dev mailbox. With it, the same transaction queues a delivery job, which is
// tried at once and, while the SMTP server fails, again with backoff: an outage delays a code
// mail, it does not lose it. The body is sealed in the outbox and dropped once the mail is sent or
// given up, so the outbox never holds a code in clear text.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { SecretBox } from '../../lib/secret-box';
import type { JobQueue } from '../jobs/queue';
import { finishOutboxMessage, findOutboxMessage, insertOutboxMessage, updateOutboxMessage } from './repo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is kept and its delivery queued (and tried once); never fails on SMTP. */
  send(message: MailMessage): Promise<void>;
}

export const MAIL_JOB = 'mail';

export function createMailer(
  db: Db,
  queue: JobQueue,
  options: { smtpUrl?: string | undefined; from: string },
  log: FastifyBaseLogger,
  box: SecretBox,
): Mailer & { close(): void } {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  if (transport) {
    queue.register(MAIL_JOB, {
      backoffSeconds: 10,
      maxBackoffSeconds: 1800,
      async run(job) {
        const id = Number(job.payload.outboxId);
        const row = await findOutboxMessage(db, id);
        if (!row || row.status === 'sent') return;
        const body = openBody(box, row);
        if (!body) throw new Error(`outbox message ${id} has no body to send`);
        try {
          await transport.sendMail({
            from: options.from,
            to: row.to,
            subject: row.subject,
            text: body.text,
            html: body.html,
            // One id for every try, so a receiver can drop a copy sent again after a crash.
            messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@hall.invalid>`,
          });
        } catch (err) {
          await updateOutboxMessage(db, id, { error: String((err as Error).message).slice(0, 500) });
          throw err;
        }
        await finishOutboxMessage(db, id, { status: 'sent', sentAt: new Date(), error: null });
      },
      async onFailed(tx, job) {
        await finishOutboxMessage(tx, Number(job.payload.outboxId), { status: 'failed' });
      },
    });
  }

  return {
    async send({ to, subject, text, html }) {
      const kept = { to, subject, bodySealed: sealBody(box, { text, html }) };
      if (!transport) {
        // Nothing is sent: the development mailbox is the delivery, so the sealed body stays for it.
        await insertOutboxMessage(db, { ...kept, status: 'sandbox' });
        return;
      }
      const jobId = await inTransaction(db, async (tx) => {
        const outboxId = await insertOutboxMessage(tx, { ...kept, status: 'pending' });
        const job = await queue.enqueue(tx, {
          kind: MAIL_JOB,
          payload: { outboxId },
          dedupeKey: `mail:${outboxId}`,
          maxAttempts: 10,
        });
        return job.id;
      });
      // Tried at once, so in the usual case the mail is out when the request answers; a failure
      // here leaves the job queued for its retries instead of failing the request.
      await queue.runNow(jobId).catch((err: unknown) => log.error({ err, jobId }, 'mail delivery could not start'));
    },
    close() {
      transport?.close();
    },
  };
}

type MailBody = Pick<MailMessage, 'text' | 'html'>;

function sealBody(box: SecretBox, body: MailBody): string {
  return box.seal(JSON.stringify(body));
}

/** The body of an outbox row: sealed, or in clear text for a row queued by an earlier version; null once dropped. */
export function openBody(
  box: SecretBox,
  row: { bodySealed: string | null; text: string | null; html: string | null },
): MailBody | null {
  if (row.bodySealed) return JSON.parse(box.open(row.bodySealed)) as MailBody;
  if (row.text !== null && row.html !== null) return { text: row.text, html: row.html };
  return null;
}
