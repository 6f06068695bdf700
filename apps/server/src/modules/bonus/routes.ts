// Bonus calls: the player's (`/v2/app/bonus/...`; the offers list is public and personal when signed
// in) and the back office's (`/v2/admin/bonus/...`: offers for admin and finance, grants also for
// support). The jobs that expire grants and settle rebates are registered here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import {
  AdminBonusGrants,
  AdminBonusGrantsRequest,
  AdminBonusOffer,
  AdminBonusOffers,
  BonusClaimRequest,
  BonusForfeitRequest,
  BonusGrant,
  BonusHistory,
  BonusHistoryRequest,
  BonusOfferInput,
  BonusOffers,
  BonusWallet,
  DepositBonusPreview,
  DepositBonusPreviewRequest,
  RebateEstimate,
  RebateEstimateRequest,
} from '@hall/contracts/bonus';
import { ok } from '../../lib/reply';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { adminGrants, adminOffers, saveOffer } from './admin';
import { previewDepositBonus } from './deposit-bonus';
import { expiryJobHandler, EXPIRE_JOB, sweepExpired } from './expiry';
import { forfeitBonus } from './forfeit';
import { REBATE_JOB, rebateJobHandler, scheduleRebates } from './rebate';
import { bonusHistory, bonusWallet, claimOffer, offersFor, rebateEstimateFor } from './service';

const bonusRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TIME_ZONE;
  const rebates = { db: app.db, jobs: app.jobs, zone, delayMinutes: app.config.REBATE_SETTLE_DELAY_MINUTES };
  app.jobs.register(EXPIRE_JOB, expiryJobHandler(app.db));
  app.jobs.register(REBATE_JOB, rebateJobHandler(rebates));
  if (app.config.REBATE_SETTLEMENT === 'on')
    app.addHook('onReady', async () => {
      await scheduleRebates(rebates);
      await sweepExpired(app.db, app.jobs);
    });

  const tags = ['bonus'];
  const security = [{ token: [] }];
  const player = { config: { auth: 'user' as const } };
  const schema = <B, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    schema: { tags, summary, security, body, response: { 200: envelope(response) } },
  });

  app.post(
    '/v2/app/bonus/offers',
    {
      // Public: no token needed (one that comes along makes the answer personal).
      schema: {
        tags,
        summary: 'The running bonus offers; signed in, whether each is yours to have and your grant of it',
        body: EmptyRequest,
        response: { 200: envelope(BonusOffers) },
      },
    },
    async (request) => ok(request, await offersFor(app.db, request.auth?.userId ?? null, zone)),
  );
  app.post(
    '/v2/app/bonus/wallet',
    { ...player, ...schema('Cash, the locked bonus and its wagering progress', EmptyRequest, BonusWallet) },
    async (request) => ok(request, await bonusWallet(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/app/bonus/deposit/preview',
    {
      ...player,
      ...schema(
        'What a deposit of this many coins would earn, or why it would not',
        DepositBonusPreviewRequest,
        DepositBonusPreview,
      ),
    },
    async (request) =>
      ok(request, await previewDepositBonus(app.db, currentUserId(request), BigInt(request.body.coins), zone)),
  );
  app.post(
    '/v2/app/bonus/claim',
    {
      ...player,
      ...schema('Claim an offer by its button (once per player and period)', BonusClaimRequest, BonusGrant),
    },
    async (request) => ok(request, await claimOffer(app.db, currentUserId(request), request.body.offerId, zone)),
  );
  app.post(
    '/v2/app/bonus/forfeit',
    {
      ...player,
      ...schema('Give up the active bonus: its locked coins return to the pool', BonusForfeitRequest, BonusWallet),
    },
    async (request) => {
      await forfeitBonus(app.db, currentUserId(request), request.body.grantId);
      return ok(request, await bonusWallet(app.db, currentUserId(request)));
    },
  );
  app.post(
    '/v2/app/bonus/history',
    { ...player, ...schema('Your bonuses and rebates, newest first', BonusHistoryRequest, BonusHistory) },
    async (request) => ok(request, await bonusHistory(app.db, currentUserId(request), request.body)),
  );
  app.post(
    '/v2/app/bonus/rebate/estimate',
    { ...player, ...schema('The rebate the current period has earned so far', RebateEstimateRequest, RebateEstimate) },
    async (request) =>
      ok(
        request,
        await rebateEstimateFor(
          app.db,
          currentUserId(request),
          request.body.offerId,
          zone,
          app.config.REBATE_SETTLE_DELAY_MINUTES,
        ),
      ),
  );

  const back = (roles: Array<'finance' | 'support'>) => ({
    config: { auth: 'operator' as const, roles },
  });
  const adminTags = ['back office'];
  const adminSchema = <B, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    schema: { tags: adminTags, summary, security, body, response: { 200: envelope(response) } },
  });
  app.post(
    '/v2/admin/bonus/offer/list',
    {
      ...back(['finance', 'support']),
      ...adminSchema('Every bonus offer with its grants and coins paid', EmptyRequest, AdminBonusOffers),
    },
    async (request) => ok(request, await adminOffers(app.db)),
  );
  app.post(
    '/v2/admin/bonus/offer/save',
    {
      ...back(['finance']),
      ...adminSchema('Create or change a bonus offer (audit-logged)', BonusOfferInput, AdminBonusOffer),
    },
    async (request) => {
      const saved = await saveOffer(app.db, currentOperator(request).operatorId, request.body, request.ip);
      if (saved.kind === 'rebate' && app.config.REBATE_SETTLEMENT === 'on') await scheduleRebates(rebates);
      return ok(request, saved);
    },
  );
  app.post(
    '/v2/admin/bonus/grant/list',
    {
      ...back(['finance', 'support']),
      ...adminSchema('Bonus grants by offer, status or player', AdminBonusGrantsRequest, AdminBonusGrants),
    },
    async (request) => ok(request, await adminGrants(app.db, request.body)),
  );
};

export default bonusRoutes;
