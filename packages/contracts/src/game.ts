// The game hall (SPEC.md: /amigo, the game calls, game records): catalogue, machines, spins,
// provably fair seeds and records. Coins are strings of integers.
import { z } from 'zod';
import { AmountOut, RequestKey } from './money';
import { text } from './fields';
import { Paging, pageOf, withDateRange } from './paging';

export const GameKind = z.enum(['video_slot', 'pachislot']);

export const Game = z.object({
  id: z.string(),
  kind: GameKind,
  name: z.string(),
  nameEn: z.string(),
  nameJp: z.string(),
  nameZh: z.string(),
  nameZhTW: z.string(),
  nameKo: z.string(),
  nameFil: z.string(),
  nameVi: z.string(),
  /** The game's art: an SVG on this site. */
  artUrl: z.string(),
  popular: z.boolean(),
  isNew: z.boolean(),
  releasedOn: z.string(),
  favourite: z.boolean(),
});
export type Game = z.infer<typeof Game>;

/** POST /v2/app/game/query/pop/new and /v2/app/game/query/latest/new */
export const GameListResponse = z.array(Game);

/** POST /v2/app/game/favorite/add and /remove */
export const FavouriteRequest = z.object({ gameId: text().max(32) });

/** Hall data counters of one machine, today (server time). */
export const MachineData = z.object({
  gamesSinceBonus: z.number().int(),
  gamesToday: z.number().int(),
  bigToday: z.number().int(),
  regToday: z.number().int(),
  /** Coins paid out divided by coins bet today, as a number (the hall's "payout rate"); null before any game. */
  payoutRate: z.number().nullable(),
  /** The last bonuses: kind and how many games it took. */
  bonusHistory: z.array(z.object({ kind: z.enum(['big', 'reg']), games: z.number().int(), at: z.string().datetime() })),
  /** Net coins paid to players over the day, one point per game (at most 500 points). */
  slump: z.array(z.number().int()),
});
export type MachineData = z.infer<typeof MachineData>;

export const Machine = z.object({ id: z.string(), gameId: z.string(), enabled: z.boolean(), data: MachineData });
export type Machine = z.infer<typeof Machine>;

/** POST /v2/app/game/machines */
export const MachinesRequest = z.object({ gameId: text().max(32).optional() });
export const MachinesResponse = z.array(Machine);

/** POST /v2/app/game/machines/recent: the machines the player played last, most recent first. */
export const RecentMachinesResponse = z.object({ machineIds: z.array(z.string()) });
export type RecentMachines = z.infer<typeof RecentMachinesResponse>;

/** POST /v2/app/game/spin: lineBet for the video slot (1, 2, 5 or 10 coins a line); the pachislot bets 3. */
export const SpinRequest = z.object({
  machineId: text().max(16),
  lineBet: z.number().int().positive().max(1000).optional(),
  requestKey: RequestKey,
});
export type SpinRequest = z.input<typeof SpinRequest>;

export const Round = z.object({
  roundSn: z.string(),
  machineId: z.string(),
  gameId: z.string(),
  bet: AmountOut,
  win: AmountOut,
  outcome: z.record(z.string(), z.unknown()),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The server seed, once its pair has been rotated (before that it is secret). */
  serverSeed: z.string().nullable(),
  createdAt: z.string().datetime(),
  /** Set when the site voided the round because the game malfunctioned (stake returned, win taken back). */
  voided: z.object({ reason: z.string(), at: z.string().datetime() }).nullable().optional(),
});
export type Round = z.infer<typeof Round>;

export const SpinResponse = Round.extend({
  /** The wallet's cash. */
  balance: AmountOut,
  /** The locked bonus and its wagering after this spin (absent or null: no bonus being wagered). */
  bonus: z.object({ balance: AmountOut, wagered: AmountOut, required: AmountOut }).nullable().optional(),
  /** The part of the bet paid from the bonus (cash is used first). */
  bonusBet: AmountOut.optional(),
});

/** POST /v2/app/game/seed/get */
export const SeedInfo = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
/** POST /v2/app/game/seed/rotate: reveals the old server seed and starts a new pair. */
export const RotateSeedRequest = z.object({
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.client_seed' })
    .optional(),
});
export const RotateSeedResponse = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonces: z.number().int(),
  }),
  current: SeedInfo,
});

/** POST /v2/app/game/round/get */
export const RoundRequest = z.object({ roundSn: text().max(40) });

/** POST /v2/app/record/game/record/query */
export const GameRecordRequest = withDateRange(Paging.extend({ gameId: text().max(32).optional() }));
export type GameRecordQuery = z.infer<typeof GameRecordRequest>;
export const GameRecord = z.object({
  roundSn: z.string(),
  gameName: z.string(),
  machineId: z.string(),
  bet: AmountOut,
  win: AmountOut,
  profit: AmountOut,
  createdAt: z.string().datetime(),
  /** The round was voided: its stake was returned and its win taken back. */
  voided: z.boolean(),
});
export const GameRecordResponse = pageOf(GameRecord);
/** POST /v2/app/record/game/record/count */
export const GameRecordCount = z.object({
  records: z.number().int(),
  bets: AmountOut,
  wins: AmountOut,
  profit: AmountOut,
});

/** POST /v2/admin/game/machine/setting */
export const MachineSettingRequest = z.object({
  machineId: text().max(16),
  setting: z.number().int().min(1).max(6),
});

/** Rounds, coins bet and coins won over a window, with the measured return (wins ÷ bets, 0 without bets). */
export const MachineFigures = z.object({
  rounds: z.number().int(),
  bets: z.string(),
  wins: z.string(),
  rtp: z.number(),
});
/** POST /v2/admin/game/machine/list (admin): every machine with its setting, state and figures. */
export const AdminMachine = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  kind: z.enum(['video_slot', 'pachislot']),
  /** The newest setting: every seed pair made from its change on plays it. */
  setting: z.number().int(),
  /**
   * The newest setting's change while it is still pending for some players: their seed pairs were
   * committed before it, and keep the setting they were made under until they change seeds.
   */
  pending: z.object({ since: z.string().datetime(), seedPairs: z.number().int() }).nullable(),
  enabled: z.boolean(),
  /** Since midnight UTC, as the hall's data counters on the machine. */
  today: MachineFigures,
  last30Days: MachineFigures,
});
export const AdminMachineList = z.array(AdminMachine);
/** POST /v2/admin/game/machine/enable (admin): a disabled machine takes no new games. */
export const MachineEnableRequest = z.object({ machineId: text().max(16), enabled: z.boolean() });
/** POST /v2/admin/game/rtp (admin): the exact return of each game and setting, from the games' tables. */
export const RtpRow = z.object({
  gameId: z.string(),
  /** Null when the game has one table for every setting. */
  setting: z.number().int().nullable(),
  rtp: z.number(),
  target: z.number(),
  /** The share of games that pay anything. */
  hitRate: z.number(),
  /** The standard deviation of one game's return, in bets. */
  volatility: z.number(),
});
export const RtpReport = z.array(RtpRow);

/** POST /v2/admin/game/round/get (admin, finance): any player's round by its number. */
export const AdminRoundRequest = z.object({ roundSn: text().max(40) });
export const AdminRound = z.object({
  roundSn: z.string(),
  userId: z.number().int(),
  account: z.string(),
  machineId: z.string(),
  gameId: z.string(),
  bet: AmountOut,
  bonusBet: AmountOut,
  win: AmountOut,
  createdAt: z.string().datetime(),
  /** What its void moved: the stake returned, the win taken back and what of it had been spent. */
  voided: z
    .object({
      reason: z.string(),
      refunded: AmountOut,
      recovered: AmountOut,
      unrecovered: AmountOut,
      at: z.string().datetime(),
    })
    .nullable(),
});
export type AdminRound = z.infer<typeof AdminRound>;
/** POST /v2/admin/game/round/void (admin, finance): void a round the game got wrong; the player is told why. */
export const VoidRoundRequest = z.object({ roundSn: text().max(40), reason: text().min(5).max(500) });
