// Optional Redis for state several API processes must share (rate limits, codes, pub/sub).
// Without REDIS_URL app.redis is null and features keep that state in the database instead.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

async function redisPlugin(app: FastifyInstance, options: { url?: string | undefined }) {
  if (!options.url) {
    app.decorate('redis', null);
    return;
  }
  const redis = new Redis(options.url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
  await redis.connect();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisPlugin, { name: 'redis' });
