// Bonus calls: the player's (`/v2/app/bonus/...`; the offers list is public and personal when signed
// in) and the back office's (`/v2/admin/bonus/...`: offers for admin and finance, grants also for
// support). The jobs that expire grants and settle rebates are registered here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
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
import { currentOperator, currentUserId } from '../../plugins/auth';
import { adminGrants, adminOffers, saveOffer } from './admin';
import { previewDepositBonus } from './deposit-bonus';
import { expiryJobHandler, EXPIRE_JOB, sweepExpired } from './expiry';
import { forfeitBonus } from './forfeit';
import { REBATE_JOB, rebateJobHandler, scheduleRebates } from './rebate';
import { bonusHistory, bonusWallet, claimOffer, offersFor, rebateEstimateFor } from './service';
import { postRoute } from '../../lib/post-route';

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

  postRoute(
    app,
    {
      // Public: no token needed (one that comes along makes the answer personal).
      url: '/v2/app/bonus/offers',
      tags,
      summary: 'The running bonus offers; signed in, whether each is yours to have and your grant of it',
      body: EmptyRequest,
      data: BonusOffers,
    },
    (request) => offersFor(app.db, request.auth?.userId ?? null, zone),
  );
  postRoute(
    app,
    {
      url: '/v2/app/bonus/wallet',
      tags,
      summary: 'Cash, the locked bonus and its wagering progress',
      body: EmptyRequest,
      data: BonusWallet,
      auth: 'user',
    },
    (request) => bonusWallet(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      url: '/v2/app/bonus/deposit/preview',
      tags,
      summary: 'What a deposit of this many coins would earn, or why it would not',
      body: DepositBonusPreviewRequest,
      data: DepositBonusPreview,
      auth: 'user',
    },
    (request, body) => previewDepositBonus(app.db, currentUserId(request), BigInt(body.coins), zone),
  );
  postRoute(
    app,
    {
      url: '/v2/app/bonus/claim',
      tags,
      summary: 'Claim an offer by its button (once per player and period)',
      body: BonusClaimRequest,
      data: BonusGrant,
      auth: 'user',
    },
    (request, body) => claimOffer(app.db, currentUserId(request), body.offerId, zone),
  );
  postRoute(
    app,
    {
      url: '/v2/app/bonus/forfeit',
      tags,
      summary: 'Give up the active bonus: its locked coins return to the pool',
      body: BonusForfeitRequest,
      data: BonusWallet,
      auth: 'user',
    },
    async (request, body) => {
      await forfeitBonus(app.db, currentUserId(request), body.grantId);
      return await bonusWallet(app.db, currentUserId(request));
    },
  );
  postRoute(
    app,
    {
      url: '/v2/app/bonus/history',
      tags,
      summary: 'Your bonuses and rebates, newest first',
      body: BonusHistoryRequest,
      data: BonusHistory,
      auth: 'user',
    },
    (request, body) => bonusHistory(app.db, currentUserId(request), body),
  );
  postRoute(
    app,
    {
      url: '/v2/app/bonus/rebate/estimate',
      tags,
      summary: 'The rebate the current period has earned so far',
      body: RebateEstimateRequest,
      data: RebateEstimate,
      auth: 'user',
    },
    (request, body) =>
      rebateEstimateFor(app.db, currentUserId(request), body.offerId, zone, app.config.REBATE_SETTLE_DELAY_MINUTES),
  );

  const adminTags = ['back office'];
  postRoute(
    app,
    {
      url: '/v2/admin/bonus/offer/list',
      tags: adminTags,
      summary: 'Every bonus offer with its grants and coins paid',
      body: EmptyRequest,
      data: AdminBonusOffers,
      auth: 'operator',
      roles: ['finance', 'support'],
    },
    () => adminOffers(app.db),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/bonus/offer/save',
      tags: adminTags,
      summary: 'Create or change a bonus offer (audit-logged)',
      body: BonusOfferInput,
      data: AdminBonusOffer,
      auth: 'operator',
      roles: ['finance'],
    },
    async (request, body) => {
      const saved = await saveOffer(app.db, currentOperator(request).operatorId, body, request.ip);
      if (saved.kind === 'rebate' && app.config.REBATE_SETTLEMENT === 'on') await scheduleRebates(rebates);
      return saved;
    },
  );
  postRoute(
    app,
    {
      url: '/v2/admin/bonus/grant/list',
      tags: adminTags,
      summary: 'Bonus grants by offer, status or player',
      body: AdminBonusGrantsRequest,
      data: AdminBonusGrants,
      auth: 'operator',
      roles: ['finance', 'support'],
    },
    (_request, body) => adminGrants(app.db, body),
  );
};

export default bonusRoutes;
