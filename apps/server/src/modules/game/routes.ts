import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyRequest } from '@hall/contracts/envelope';
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
import { postRoute } from '../../lib/post-route';
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
  const player = { auth: 'user' as const };

  for (const [url, order] of [
    ['/v2/app/game/query/pop/new', 'popular'],
    ['/v2/app/game/query/latest/new', 'latest'],
  ] as const) {
    postRoute(
      app,
      {
        url,
        tags,
        summary: order === 'popular' ? 'Popular and new games' : 'The latest games',
        body: EmptyRequest,
        data: GameListResponse,
      },
      (request) => listGames(app.db, order, request.locale, request.auth?.userId ?? null),
    );
  }
  for (const [url, on] of [
    ['/v2/app/game/favorite/add', true],
    ['/v2/app/game/favorite/remove', false],
  ] as const) {
    postRoute(
      app,
      {
        url,
        tags,
        summary: on ? 'Add a favourite game' : 'Remove a favourite game',
        body: FavouriteRequest,
        data: Done,
        ...player,
      },
      async (request, body) => {
        await setFavourite(app.db, currentUserId(request), body.gameId, on);
        return { done: true as const };
      },
    );
  }
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/game/machines',
      tags,
      summary: 'Machines on the floor with their data counters',
      body: MachinesRequest,
      data: MachinesResponse,
    },
    (_request, body) => listMachines(app.db, body.gameId),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/game/machines/recent',
      tags,
      summary: 'The machines the player played last, the most recent first',
      body: EmptyRequest,
      data: RecentMachinesResponse,
    },
    (request) => recentMachines(app.db, currentUserId(request)),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/game/spin',
      tags,
      summary: 'Play one game on a machine: the server draws the outcome and moves the coins in one transaction',
      body: SpinRequest,
      data: SpinResponse,
    },
    async (request, body) => {
      // The reality check comes before the spin; a retried spin (same request key) is not stopped
      // by one that fell due in between, since spin() returns the round already played.
      await guards.assertRealityChecked(app.db, app.store, currentUserId(request));
      return await spin(app.db, guards, currentUserId(request), body);
    },
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/game/seed/get',
      tags,
      summary: 'The live seed pair: the server seed’s hash, the client seed and the next nonce',
      body: EmptyRequest,
      data: SeedInfo,
    },
    async (request) => {
      const s = await currentSeeds(app.db, currentUserId(request));
      return { serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce };
    },
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/game/seed/rotate',
      tags,
      summary: 'Reveal the server seed and start a new pair (optionally with a chosen client seed)',
      body: RotateSeedRequest,
      data: RotateSeedResponse,
    },
    (request, body) => rotate(app.db, currentUserId(request), body.clientSeed),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/game/round/get',
      tags,
      summary: 'One of the player’s rounds, to show or verify',
      body: RoundRequest,
      data: Round,
    },
    (request, body) => getRound(app.db, currentUserId(request), body.roundSn),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/record/game/record/query',
      tags: ['records'],
      summary: 'The player’s game records',
      body: GameRecordRequest,
      data: GameRecordResponse,
    },
    (request, body) => gameRecords(app.db, currentUserId(request), body, request.locale),
  );
  postRoute(
    app,
    {
      ...player,
      url: '/v2/app/record/game/record/count',
      tags: ['records'],
      summary: 'Totals of the player’s game records',
      body: GameRecordRequest,
      data: GameRecordCount,
    },
    (request, body) => gameRecordCount(app.db, currentUserId(request), body),
  );
  const adminOnly = { auth: 'operator' as const, roles: ['admin' as const] };
  postRoute(
    app,
    {
      ...adminOnly,
      url: '/v2/admin/game/machine/list',
      tags: ['back office'],
      summary: 'Every machine: setting, state, today and the last 30 days (rounds, bets, wins, measured return)',
      body: EmptyRequest,
      data: AdminMachineList,
    },
    (request) => adminMachines(app.db, request.locale),
  );
  postRoute(
    app,
    {
      ...adminOnly,
      url: '/v2/admin/game/machine/enable',
      tags: ['back office'],
      summary: 'Turn a machine off (it takes no new games) or on again',
      body: MachineEnableRequest,
      data: z.object({ machineId: z.string(), enabled: z.boolean() }),
    },
    (request, body) =>
      setMachineEnabled(app.db, currentOperator(request).operatorId, body.machineId, body.enabled, request.ip),
  );
  postRoute(
    app,
    {
      ...adminOnly,
      url: '/v2/admin/game/rtp',
      tags: ['back office'],
      summary: 'The exact return to player of every game and setting, with its target',
      body: EmptyRequest,
      data: RtpReport,
    },
    () => rtpReport(),
  );
  postRoute(
    app,
    {
      auth: 'operator',
      roles: ['admin'],
      url: '/v2/admin/game/machine/setting',
      tags: ['back office'],
      summary: 'Change a machine’s setting (1-6)',
      body: MachineSettingRequest,
      data: z.object({ machineId: z.string(), setting: z.number() }),
    },
    (request, body) =>
      setMachineSetting(app.db, currentOperator(request).operatorId, body.machineId, body.setting, request.ip),
  );
  // Voiding moves money: the roles that hold an authenticator and answer for the ledger.
  const voiders = { auth: 'operator' as const, roles: ['admin' as const, 'finance' as const] };
  postRoute(
    app,
    {
      ...voiders,
      url: '/v2/admin/game/round/get',
      tags: ['back office'],
      summary: 'Any player’s round by its number: player, stake, win and its void, if any',
      body: AdminRoundRequest,
      data: AdminRound,
    },
    (_request, body) => adminGetRound(app.db, body.roundSn),
  );
  postRoute(
    app,
    {
      ...voiders,
      url: '/v2/admin/game/round/void',
      tags: ['back office'],
      summary:
        'Void a round the game got wrong: the stake is returned, the win taken back as far as the wallet holds it, and the player told why by letter; voiding again changes nothing',
      body: VoidRoundRequest,
      data: AdminRound,
    },
    (request, body) => voidRound(app.db, body, actorOf(request), app.config.SITE_TIME_ZONE),
  );
};

export default gameRoutes;
