// The mail adapter: every message is written to the outbox first, then delivered over SMTP when
// SMTP_URL is set; without it the message stays in the outbox as 'sandbox' for the dev mailbox.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(
  db: Executor,
  options: { smtpUrl?: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer & { close(): void } {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, status: transport ? 'pending' : 'sandbox' })
        .returning({ id: mailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        log.error({ err, outboxId: row!.id }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
          .where(eq(mailOutbox.id, row!.id));
        throw err;
      }
    },
    close() {
      transport?.close();
    },
  };
}
