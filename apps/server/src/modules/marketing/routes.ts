// The player's marketing consent (`/v2/app/marketing/...`, signed in), the player's objections to the
// use of their data for marketing and profiling (`/v2/app/user/data-use...`), and customer service
// reading and recording them on the player's request (`/v2/admin/player/data-use...`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import {
  AdminDataUseRequest,
  AdminDataUseSetRequest,
  DataUseObjections,
  DataUseObjectionsRequest,
  MarketingConsent,
  MarketingConsentRequest,
} from '@hall/contracts/marketing';
import { ok } from '../../lib/reply';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { setDataUseByOperator, type SendPlayerLetter } from './data-use-operator';
import { dataUseOf, marketingConsent, setDataUse, setMarketingConsent } from './service';

const marketingRoutes: FastifyPluginAsyncZod<{ sendPlayerLetter: SendPlayerLetter }> = async (app, options) => {
  const player = { config: { auth: 'user' as const } };
  const tags = ['marketing'];
  const security = [{ token: [] }];

  app.post(
    '/v2/app/marketing/consent',
    {
      ...player,
      schema: {
        tags,
        summary:
          'Whether the player wants marketing letters (off until they turn it on), and whether they object to it',
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
        summary:
          'Turn marketing letters on or off; letters about the account arrive either way. On is refused while the player objects to marketing',
        security,
        body: MarketingConsentRequest,
        response: { 200: envelope(MarketingConsent) },
      },
    },
    async (request) => ok(request, await setMarketingConsent(app.db, currentUserId(request), request.body.consented)),
  );
  app.post(
    '/v2/app/user/data-use',
    {
      ...player,
      schema: {
        tags: ['account'],
        summary: 'What the player objects to: the use of their data for marketing, for profiling',
        security,
        body: EmptyRequest,
        response: { 200: envelope(DataUseObjections) },
      },
    },
    async (request) => ok(request, await dataUseOf(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/app/user/data-use/set',
    {
      ...player,
      schema: {
        tags: ['account'],
        summary:
          'Object to the use of your data for marketing or profiling, or lift the objection; objecting to marketing also withdraws the consent',
        security,
        body: DataUseObjectionsRequest,
        response: { 200: envelope(DataUseObjections) },
      },
    },
    async (request) => ok(request, await setDataUse(app.db, currentUserId(request), request.body)),
  );

  const backOffice = ['back office'];
  app.post(
    '/v2/admin/player/data-use',
    {
      config: { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] },
      schema: {
        tags: backOffice,
        summary: 'What a player objects to: the use of their data for marketing, for profiling',
        security,
        body: AdminDataUseRequest,
        response: { 200: envelope(DataUseObjections) },
      },
    },
    async (request) => ok(request, await dataUseOf(app.db, request.body.userId)),
  );
  app.post(
    '/v2/admin/player/data-use/set',
    {
      config: { auth: 'operator' as const, roles: ['support' as const] },
      schema: {
        tags: backOffice,
        summary:
          "Record a player's objection to marketing or profiling (or its lifting) on the player's request; the player is told by letter",
        security,
        body: AdminDataUseSetRequest,
        response: { 200: envelope(DataUseObjections) },
      },
    },
    async (request) =>
      ok(
        request,
        await setDataUseByOperator(
          { db: app.db, sendPlayerLetter: options.sendPlayerLetter },
          currentOperator(request).operatorId,
          request.body,
          request.ip,
        ),
      ),
  );
};

export default marketingRoutes;
