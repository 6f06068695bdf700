// app.jobs for every module that hands work to the background: modules register their handlers
// while the app is built, the worker loop starts once the app is ready and stops before it closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

async function jobsPlugin(app: FastifyInstance, options: { leaseSeconds: number; pollMs: number }) {
  const queue = createJobQueue(app.db, options, app.log.child({ module: 'jobs' }));
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('preClose', async () => queue.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['database'] });
