// Liveness and readiness for load balancers: /healthz says the process runs, /readyz that its
// database (and Redis, when configured) answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hall/contracts/envelope';
import { translate } from '../../i18n/translate';
import { ok } from '../../lib/reply';

const Health = envelope(z.object({ status: z.literal('ok') }));
const Readiness = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({ database: z.enum(['up', 'down']), redis: z.enum(['up', 'down', 'disabled']) }),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: Health } } }, async (request) =>
    ok(request, { status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: Readiness, 503: Readiness } } },
    async (request, reply) => {
      const database = await app.database.ping().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const redis = !app.redis
        ? ('disabled' as const)
        : await app.redis.ping().then(
            () => 'up' as const,
            () => 'down' as const,
          );
      const ready = database === 'up' && redis !== 'down';
      reply.code(ready ? 200 : 503);
      return {
        code: ready ? 200 : 503,
        msg: ready ? translate(request.locale, 'ok') : 'not ready',
        data: { database, redis },
      };
    },
  );
};

export default healthRoutes;
