// The player's marketing consent (`/v2/app/marketing/...`, signed in), the player's objections to the
// use of their data for marketing and profiling (`/v2/app/user/data-use...`), and customer service
// reading and recording them on the player's request (`/v2/admin/player/data-use...`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import {
  AdminDataUseRequest,
  AdminDataUseSetRequest,
  DataUseObjections,
  DataUseObjectionsRequest,
  MarketingConsent,
  MarketingConsentRequest,
} from '@hall/contracts/marketing';
import { postRoute } from '../../lib/post-route';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { setDataUseByOperator, type SendPlayerLetter } from './data-use-operator';
import { dataUseOf, marketingConsent, setDataUse, setMarketingConsent } from './service';

const marketingRoutes: FastifyPluginAsyncZod<{ sendPlayerLetter: SendPlayerLetter }> = async (app, options) => {
  const player = { auth: 'user' as const };
  const tags = ['marketing'];

  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/marketing/consent',
      tags,
      summary: 'Whether the player wants marketing letters (off until they turn it on), and whether they object to it',
      body: EmptyRequest,
      data: MarketingConsent,
    },
    (request) => marketingConsent(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/marketing/consent/set',
      tags,
      summary:
        'Turn marketing letters on or off; letters about the account arrive either way. On is refused while the player objects to marketing',
      body: MarketingConsentRequest,
      data: MarketingConsent,
    },
    (request, body) => setMarketingConsent(app.db, currentUserId(request), body.consented),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/data-use',
      tags: ['account'],
      summary: 'What the player objects to: the use of their data for marketing, for profiling',
      body: EmptyRequest,
      data: DataUseObjections,
    },
    (request) => dataUseOf(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/user/data-use/set',
      tags: ['account'],
      summary:
        'Object to the use of your data for marketing or profiling, or lift the objection; objecting to marketing also withdraws the consent',
      body: DataUseObjectionsRequest,
      data: DataUseObjections,
    },
    (request, body) => setDataUse(app.db, currentUserId(request), body),
  );

  const backOffice = ['back office'];
  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['support', 'finance'],
      url: '/v2/admin/player/data-use',
      tags: backOffice,
      summary: 'What a player objects to: the use of their data for marketing, for profiling',
      body: AdminDataUseRequest,
      data: DataUseObjections,
    },
    (_request, body) => dataUseOf(app.db, body.userId),
  );
  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['support'],
      url: '/v2/admin/player/data-use/set',
      tags: backOffice,
      summary:
        "Record a player's objection to marketing or profiling (or its lifting) on the player's request; the player is told by letter",
      body: AdminDataUseSetRequest,
      data: DataUseObjections,
    },
    (request, body) =>
      setDataUseByOperator(
        { db: app.db, sendPlayerLetter: options.sendPlayerLetter },
        currentOperator(request).operatorId,
        body,
        request.ip,
      ),
  );
};

export default marketingRoutes;
