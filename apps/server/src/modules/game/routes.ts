import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyRequest, envelope } from '@hall/contracts/envelope';
import { Done } from '@hall/contracts/auth';
import {
  AdminRound,
  AdminRoundRequest,
  VoidRoundRequest,
  FavouriteRequest,
  GameListResponse,
  GameRecordCount,
  GameRecordRequest,
  GameRecordResponse,
  AdminMachineList,
  MachineEnableRequest,
  MachineSettingRequest,
  RtpReport,
  MachinesRequest,
  MachinesResponse,
  RecentMachinesResponse,
  Round,
  RoundRequest,
  RotateSeedRequest,
  RotateSeedResponse,
  SeedInfo,
  SpinRequest,
  SpinResponse,
} from '@hall/contracts/game';
import { ok } from '../../lib/reply';
import { currentOperator, currentUserId } from '../../plugins/auth';
import { currentSeeds } from './seeds';
import { adminMachines, rtpReport, setMachineEnabled } from './machines-admin';
import { adminGetRound, voidRound } from './round-void';
import { actorOf } from '../content/service';
import {
  gameRecordCount,
  gameRecords,
  getRound,
  listGames,
  listMachines,
  recentMachines,
  rotate,
  setFavourite,
  setMachineSetting,
  spin,
  type PlayGuards,
} from './service';

const gameRoutes: FastifyPluginAsyncZod<{ guards: PlayGuards }> = async (app, { guards }) => {
  const tags = ['game hall'];
  const security = [{ token: [] }];
  const player = { config: { auth: 'user' as const } };

  for (const [url, order] of [
    ['/v2/app/game/query/pop/new', 'popular'],
    ['/v2/app/game/query/latest/new', 'latest'],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: order === 'popular' ? 'Popular and new games' : 'The latest games',
          body: EmptyRequest,
          response: { 200: envelope(GameListResponse) },
        },
      },
      async (request) => ok(request, await listGames(app.db, order, request.locale, request.auth?.userId ?? null)),
    );
  }
  for (const [url, on] of [
    ['/v2/app/game/favorite/add', true],
    ['/v2/app/game/favorite/remove', false],
  ] as const) {
    app.post(
      url,
      {
        ...player,
        schema: {
          tags,
          summary: on ? 'Add a favourite game' : 'Remove a favourite game',
          security,
          body: FavouriteRequest,
          response: { 200: envelope(Done) },
        },
      },
      async (request) => {
        await setFavourite(app.db, currentUserId(request), request.body.gameId, on);
        return ok(request, { done: true as const });
      },
    );
  }
  app.post(
    '/v2/app/game/machines',
    {
      ...player,
      schema: {
        tags,
        summary: 'Machines on the floor with their data counters',
        security,
        body: MachinesRequest,
        response: { 200: envelope(MachinesResponse) },
      },
    },
    async (request) => ok(request, await listMachines(app.db, request.body.gameId)),
  );
  app.post(
    '/v2/app/game/machines/recent',
    {
      ...player,
      schema: {
        tags,
        summary: 'The machines the player played last, the most recent first',
        security,
        body: EmptyRequest,
        response: { 200: envelope(RecentMachinesResponse) },
      },
    },
    async (request) => ok(request, await recentMachines(app.db, currentUserId(request))),
  );
  app.post(
    '/v2/app/game/spin',
    {
      ...player,
      schema: {
        tags,
        summary: 'Play one game on a machine: the server draws the outcome and moves the coins in one transaction',
        security,
        body: SpinRequest,
        response: { 200: envelope(SpinResponse) },
      },
    },
    async (request) => {
      // The reality check comes before the spin; a retried spin (same request key) is not stopped
      // by one that fell due in between, since spin() returns the round already played.
      await guards.assertRealityChecked(app.db, app.store, currentUserId(request));
      return ok(request, await spin(app.db, guards, currentUserId(request), request.body));
    },
  );
  app.post(
    '/v2/app/game/seed/get',
    {
      ...player,
      schema: {
        tags,
        summary: 'The live seed pair: the server seed’s hash, the client seed and the next nonce',
        security,
        body: EmptyRequest,
        response: { 200: envelope(SeedInfo) },
      },
    },
    async (request) => {
      const s = await currentSeeds(app.db, currentUserId(request));
      return ok(request, { serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce });
    },
  );
  app.post(
    '/v2/app/game/seed/rotate',
    {
      ...player,
      schema: {
        tags,
        summary: 'Reveal the server seed and start a new pair (optionally with a chosen client seed)',
        security,
        body: RotateSeedRequest,
        response: { 200: envelope(RotateSeedResponse) },
      },
    },
    async (request) => ok(request, await rotate(app.db, currentUserId(request), request.body.clientSeed)),
  );
  app.post(
    '/v2/app/game/round/get',
    {
      ...player,
      schema: {
        tags,
        summary: 'One of the player’s rounds, to show or verify',
        security,
        body: RoundRequest,
        response: { 200: envelope(Round) },
      },
    },
    async (request) => ok(request, await getRound(app.db, currentUserId(request), request.body.roundSn)),
  );
  app.post(
    '/v2/app/record/game/record/query',
    {
      ...player,
      schema: {
        tags: ['records'],
        summary: 'The player’s game records',
        security,
        body: GameRecordRequest,
        response: { 200: envelope(GameRecordResponse) },
      },
    },
    async (request) => ok(request, await gameRecords(app.db, currentUserId(request), request.body, request.locale)),
  );
  app.post(
    '/v2/app/record/game/record/count',
    {
      ...player,
      schema: {
        tags: ['records'],
        summary: 'Totals of the player’s game records',
        security,
        body: GameRecordRequest,
        response: { 200: envelope(GameRecordCount) },
      },
    },
    async (request) => ok(request, await gameRecordCount(app.db, currentUserId(request), request.body)),
  );
  const adminOnly = { auth: 'operator' as const, roles: ['admin' as const] };
  app.post(
    '/v2/admin/game/machine/list',
    {
      config: adminOnly,
      schema: {
        tags: ['back office'],
        summary: 'Every machine: setting, state, today and the last 30 days (rounds, bets, wins, measured return)',
        security,
        body: EmptyRequest,
        response: { 200: envelope(AdminMachineList) },
      },
    },
    async (request) => ok(request, await adminMachines(app.db, request.locale)),
  );
  app.post(
    '/v2/admin/game/machine/enable',
    {
      config: adminOnly,
      schema: {
        tags: ['back office'],
        summary: 'Turn a machine off (it takes no new games) or on again',
        security,
        body: MachineEnableRequest,
        response: { 200: envelope(z.object({ machineId: z.string(), enabled: z.boolean() })) },
      },
    },
    async (request) =>
      ok(
        request,
        await setMachineEnabled(
          app.db,
          currentOperator(request).operatorId,
          request.body.machineId,
          request.body.enabled,
          request.ip,
        ),
      ),
  );
  app.post(
    '/v2/admin/game/rtp',
    {
      config: adminOnly,
      schema: {
        tags: ['back office'],
        summary: 'The exact return to player of every game and setting, with its target',
        security,
        body: EmptyRequest,
        response: { 200: envelope(RtpReport) },
      },
    },
    async (request) => ok(request, rtpReport()),
  );
  app.post(
    '/v2/admin/game/machine/setting',
    {
      config: { auth: 'operator', roles: ['admin'] },
      schema: {
        tags: ['back office'],
        summary: 'Change a machine’s setting (1-6)',
        security,
        body: MachineSettingRequest,
        response: { 200: envelope(z.object({ machineId: z.string(), setting: z.number() })) },
      },
    },
    async (request) =>
      ok(
        request,
        await setMachineSetting(
          app.db,
          currentOperator(request).operatorId,
          request.body.machineId,
          request.body.setting,
          request.ip,
        ),
      ),
  );
  // Voiding moves money: the roles that hold an authenticator and answer for the ledger.
  const voiders = { auth: 'operator' as const, roles: ['admin' as const, 'finance' as const] };
  app.post(
    '/v2/admin/game/round/get',
    {
      config: voiders,
      schema: {
        tags: ['back office'],
        summary: 'Any player’s round by its number: player, stake, win and its void, if any',
        security,
        body: AdminRoundRequest,
        response: { 200: envelope(AdminRound) },
      },
    },
    async (request) => ok(request, await adminGetRound(app.db, request.body.roundSn)),
  );
  app.post(
    '/v2/admin/game/round/void',
    {
      config: voiders,
      schema: {
        tags: ['back office'],
        summary:
          'Void a round the game got wrong: the stake is returned, the win taken back as far as the wallet holds it, and the player told why by letter; voiding again changes nothing',
        security,
        body: VoidRoundRequest,
        response: { 200: envelope(AdminRound) },
      },
    },
    async (request) => ok(request, await voidRound(app.db, request.body, actorOf(request), app.config.SITE_TIME_ZONE)),
  );
};

export default gameRoutes;
