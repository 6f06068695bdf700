// The player's own protections (`/v2/app/protection/...`, signed in) and the back office's view of a
// player's (support and finance read; no call lifts an exclusion or a limit).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
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
import { ok } from '../../lib/reply';
import { currentUserId } from '../../plugins/auth';
import { setMinimumAge } from './age';
import { excludeSelf, protectionHistory, protectionStatus, setLimit, takeBreak, type FindPlayer } from './service';

const protectionRoutes: FastifyPluginAsyncZod<{ findPlayer: FindPlayer }> = async (app, { findPlayer }) => {
  const deps = { db: app.db, store: app.store, findPlayer };
  setMinimumAge(app.config.MINIMUM_AGE);
  const player = { config: { auth: 'user' as const } };
  const tags = ['protection'];
  const security = [{ token: [] }];
  const call = <T>(summary: string, body: T) => ({
    ...player,
    schema: { tags, summary, security, body, response: { 200: envelope(ProtectionStatus) } },
  });

  app.post(
    '/v2/app/protection/status',
    call("The player's break, exclusion, and deposit and loss limits", EmptyRequest),
    async (request) => ok(request, await protectionStatus(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/app/protection/timeout',
    call('A break from deposits and play for 1 to 42 days, at once and not to be ended early', TimeoutRequest),
    async (request) => ok(request, await takeBreak(deps, currentUserId(request), request.body.days)),
  );
  app.post(
    '/v2/app/protection/exclude',
    call('Self-exclusion for 6 months, 1 or 5 years or for good, confirmed with the password', ExcludeRequest),
    async (request) => ok(request, await excludeSelf(deps, currentUserId(request), request.body)),
  );
  app.post(
    '/v2/app/protection/deposit-limit',
    call(
      'A deposit limit (or with kind "loss", a loss limit) per day, week or month: lower at once, higher or removed after 24 hours',
      DepositLimitRequest,
    ),
    async (request) => ok(request, await setLimit(deps, currentUserId(request), request.body)),
  );
  app.post(
    '/v2/app/protection/reality-check/interval',
    call('How many minutes of play between reality checks (15 to 120)', RealityIntervalRequest),
    async (request) => {
      await setRealityInterval(app.db, app.store, currentUserId(request), request.body.minutes);
      return ok(request, await protectionStatus(app.db, currentUserId(request)));
    },
  );
  app.post(
    '/v2/app/protection/reality-check',
    {
      ...player,
      schema: {
        tags,
        summary:
          'The answer to a reality check: continue playing, or stop (the session ends with its time and net result, and play pauses for a few minutes)',
        security,
        body: RealityAnswerRequest,
        response: { 200: envelope(RealityAnswer) },
      },
    },
    async (request) =>
      ok(request, await answerRealityCheck(app.db, app.store, currentUserId(request), request.body.action)),
  );
  app.post(
    '/v2/admin/protection/get',
    {
      config: { auth: 'operator' as const, roles: ['support' as const, 'finance' as const] },
      schema: {
        tags: ['back office'],
        summary: "A player's protections and their history (read only: operators cannot lift them)",
        security,
        body: AdminProtectionRequest,
        response: { 200: envelope(AdminProtection) },
      },
    },
    async (request) => {
      const { userId } = request.body;
      const [status, history] = await Promise.all([
        protectionStatus(app.db, userId),
        protectionHistory(app.db, userId),
      ]);
      return ok(request, { ...status, history });
    },
  );
};

export default protectionRoutes;
