// The player's marketing consent (`/v2/app/marketing/...`, signed in).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { MarketingConsent, MarketingConsentRequest } from '@hall/contracts/marketing';
import { ok } from '../../lib/reply';
import { currentUserId } from '../../plugins/auth';
import { marketingConsent, setMarketingConsent } from './service';

const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const player = { config: { auth: 'user' as const } };
  const tags = ['marketing'];
  const security = [{ token: [] }];

  app.post(
    '/v2/app/marketing/consent',
    {
      ...player,
      schema: {
        tags,
        summary: 'Whether the player wants marketing letters (off until they turn it on)',
        security,
        body: EmptyRequest,
        response: { 200: envelope(MarketingConsent) },
      },
    },
    async (request) => ok(request, await marketingConsent(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/app/marketing/consent/set',
    {
      ...player,
      schema: {
        tags,
        summary: 'Turn marketing letters on or off; letters about the account arrive either way',
        security,
        body: MarketingConsentRequest,
        response: { 200: envelope(MarketingConsent) },
      },
    },
    async (request) => ok(request, await setMarketingConsent(app.db, currentUserId(request), request.body.consented)),
  );
};

export default marketingRoutes;
