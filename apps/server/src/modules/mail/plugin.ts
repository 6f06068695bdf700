// app.mailer for every module that sends e-mail; deliveries go through the job queue.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance, options: { smtpUrl?: string | undefined; from: string }) {
  const mailer = createMailer(app.db, app.jobs, options, app.log, app.secretBox);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database', 'jobs'] });
