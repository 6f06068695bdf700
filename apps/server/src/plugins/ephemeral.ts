// app.store: short-lived shared state in Redis when configured, else in the database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseStore, redisStore, type EphemeralStore } from '../lib/ephemeral-store';

declare module 'fastify' {
  interface FastifyInstance {
    store: EphemeralStore;
  }
}

async function ephemeralPlugin(app: FastifyInstance) {
  app.decorate('store', app.redis ? redisStore(app.redis, app.config.REDIS_PREFIX) : databaseStore(app.db));
}

export default fp(ephemeralPlugin, { name: 'ephemeral', dependencies: ['database', 'redis'] });
