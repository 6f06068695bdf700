// The player's own protections (`/v2/app/protection/...`, signed in) and the back office's view of a
// player's (support and finance read; no call lifts an exclusion or a limit).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest } from '@hall/contracts/envelope';
import {
  AdminProtection,
  AdminProtectionRequest,
  DepositLimitRequest,
  ExcludeRequest,
  ProtectionStatus,
  RealityAnswer,
  RealityAnswerRequest,
  RealityIntervalRequest,
  TimeoutRequest,
} from '@hall/contracts/protection';
import { answerRealityCheck, setRealityInterval } from './reality-check';
import { postRoute } from '../../lib/post-route';
import { currentUserId } from '../../plugins/auth';
import { setMinimumAge } from '../../lib/minimum-age';
import { excludeSelf, protectionHistory, protectionStatus, setLimit, takeBreak, type FindPlayer } from './service';

const protectionRoutes: FastifyPluginAsyncZod<{ findPlayer: FindPlayer }> = async (app, { findPlayer }) => {
  const deps = { db: app.db, store: app.store, findPlayer };
  setMinimumAge(app.config.MINIMUM_AGE);
  const player = { auth: 'user' as const, tags: ['protection'] };
  // Every change the player makes answers with their protections as they now stand.
  const change = { ...player, data: ProtectionStatus };

  postRoute(
    app,
    {
      ...change,
      url: '/v2/app/protection/status',
      summary: "The player's break, exclusion, and deposit and loss limits",
      body: EmptyRequest,
    },
    (request) => protectionStatus(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      ...change,
      url: '/v2/app/protection/timeout',
      summary: 'A break from deposits and play for 1 to 42 days, at once and not to be ended early',
      body: TimeoutRequest,
    },
    (request, body) => takeBreak(deps, currentUserId(request), body.days),
  );
  postRoute(
    app,
    {
      ...change,
      url: '/v2/app/protection/exclude',
      summary: 'Self-exclusion for 6 months, 1 or 5 years or for good, confirmed with the password',
      body: ExcludeRequest,
    },
    (request, body) => excludeSelf(deps, currentUserId(request), body),
  );
  postRoute(
    app,
    {
      ...change,
      url: '/v2/app/protection/deposit-limit',
      summary:
        'A deposit limit (or with kind "loss", a loss limit) per day, week or month: lower at once, higher or removed after 24 hours',
      body: DepositLimitRequest,
    },
    (request, body) => setLimit(deps, currentUserId(request), body),
  );
  postRoute(
    app,
    {
      ...change,
      url: '/v2/app/protection/reality-check/interval',
      summary: 'How many minutes of play between reality checks (15 to 120)',
      body: RealityIntervalRequest,
    },
    async (request, body) => {
      await setRealityInterval(app.db, app.store, currentUserId(request), body.minutes);
      return protectionStatus(app.db, currentUserId(request));
    },
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/protection/reality-check',
      summary:
        'The answer to a reality check: continue playing, or stop (the session ends with its time and net result, and play pauses for a few minutes)',
      body: RealityAnswerRequest,
      data: RealityAnswer,
    },
    (request, body) => answerRealityCheck(app.db, app.store, currentUserId(request), body.action),
  );
  postRoute(
    app,
    {
      url: '/v2/admin/protection/get',
      auth: 'operator',
      roles: ['support', 'finance'],
      tags: ['back office'],
      summary: "A player's protections and their history (read only: operators cannot lift them)",
      body: AdminProtectionRequest,
      data: AdminProtection,
    },
    async (_request, { userId }) => {
      const [status, history] = await Promise.all([
        protectionStatus(app.db, userId),
        protectionHistory(app.db, userId),
      ]);
      return { ...status, history };
    },
  );
};

export default protectionRoutes;
