// The mail adapter: every message is written to the outbox first. Without SMTP_URL it stays there
// as 'sandbox' for the dev mailbox. With it, the same transaction queues a delivery job, which is
// tried at once and, while the SMTP server fails, again with backoff: an outage delays a code
// mail, it does not lose it.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { JobQueue } from '../jobs/queue';
import { findOutboxMessage, insertOutboxMessage, updateOutboxMessage } from './repo';

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
        try {
          await transport.sendMail({
            from: options.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            // One id for every try, so a receiver can drop a copy sent again after a crash.
            messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@hall.invalid>`,
          });
        } catch (err) {
          await updateOutboxMessage(db, id, { error: String((err as Error).message).slice(0, 500) });
          throw err;
        }
        await updateOutboxMessage(db, id, { status: 'sent', sentAt: new Date(), error: null });
      },
      async onFailed(tx, job) {
        await updateOutboxMessage(tx, Number(job.payload.outboxId), { status: 'failed' });
      },
    });
  }

  return {
    async send(message) {
      if (!transport) {
        await insertOutboxMessage(db, { ...message, status: 'sandbox' });
        return;
      }
      const jobId = await inTransaction(db, async (tx) => {
        const outboxId = await insertOutboxMessage(tx, { ...message, status: 'pending' });
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
