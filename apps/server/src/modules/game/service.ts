// The game hall's rules: the catalogue, machines with their data counters, spins (one database
// transaction: the nonce, the bet, the win and the round), seeds, and the player's game records.

import type { Game, GameRecordQuery, Round } from '@hall/contracts/game';
import type { Locale } from '@hall/contracts/locale';
import type { Db, Executor } from '../../db/client';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { serialNumber } from '../../lib/serial-number';
import { localized } from '../../lib/localized';
import { walletBalance } from '../ledger/accounts';
import { fundBet } from '../ledger/bet-funding';
import { bonusStanding, grantInPlay, recordWager, type BonusStanding } from '../bonus/wagering';
import { writeAudit } from '../operator/service';
import { machineData } from './machine-data';
import { play, stakeFor } from './play';
import {
  addFavourite,
  changeMachineSetting,
  countRounds,
  favouriteGameIds,
  findRoundByRequestKey,
  findRoundWithSeed,
  gameExists,
  insertRoundTakingNonce,
  listGameRows,
  listMachineRows,
  listRounds,
  lockMachine,
  recentMachineIds,
  removeFavourite,
  roundTotals,
  type GameRow,
  type RoundRow,
  type RoundVoidRow,
} from './repo';
import { lockSeedsForSpin, rotateSeeds } from './seeds';

function toGame(row: GameRow, locale: Locale, favourite: boolean): Game {
  return {
    id: row.id,
    kind: row.kind,
    name: localized(row, 'name', locale),
    nameEn: row.nameEn,
    nameJp: row.nameJp,
    nameZh: row.nameZh,
    nameZhTW: row.nameZhTW,
    nameKo: row.nameKo,
    nameFil: row.nameFil,
    nameVi: row.nameVi,
    // Each game's art ships with the web app under its id (apps/web/public/games).
    artUrl: `/games/${row.id}.svg`,
    popular: row.popular,
    isNew: row.isNew,
    releasedOn: row.releasedOn,
    favourite,
  };
}

async function favouriteIds(db: Executor, userId: number | null) {
  if (userId === null) return new Set<string>();
  return new Set(await favouriteGameIds(db, userId));
}

/** Popular and new games first (`pop/new`), or the latest releases (`latest/new`). */
export async function listGames(db: Executor, order: 'popular' | 'latest', locale: Locale, userId: number | null) {
  const rows = await listGameRows(db, order);
  const favs = await favouriteIds(db, userId);
  return rows.map((g) => toGame(g, locale, favs.has(g.id)));
}

export async function setFavourite(db: Executor, userId: number, gameId: string, on: boolean) {
  if (!(await gameExists(db, gameId))) throw new AppError(404, 'game_unknown', 'game.game_unknown');
  if (on) await addFavourite(db, userId, gameId);
  else await removeFavourite(db, userId, gameId);
}

export async function listMachines(db: Executor, gameId?: string) {
  const rows = await listMachineRows(db, gameId);
  const data = await machineData(
    db,
    rows.map((m) => m.id),
  );
  return rows.map((m) => ({ ...m, data: data.get(m.id)! }));
}

/** How far back and how many machines "recently played" reaches. */
const RECENT_DAYS = 30;
const RECENT_MACHINES = 8;

/** The machines the player played last (their own rounds only), the most recent first. */
export async function recentMachines(db: Executor, userId: number, now = new Date()) {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  return { machineIds: await recentMachineIds(db, userId, since, RECENT_MACHINES) };
}

function toRound(row: RoundRow, revealedSeed: string | null, voided?: RoundVoidRow | null): Round {
  const { setting, ...outcome } = row.outcome as Record<string, unknown>;
  return {
    roundSn: row.roundSn,
    machineId: row.machineId,
    gameId: row.gameId,
    bet: row.bet.toString(),
    win: row.win.toString(),
    // A machine's setting is secret while its seed is; once revealed, it is part of the proof.
    outcome: revealedSeed && setting !== undefined ? { ...outcome, setting } : outcome,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    serverSeed: revealedSeed,
    createdAt: row.createdAt.toISOString(),
    voided: voided ? { reason: voided.reason, at: voided.createdAt.toISOString() } : null,
  };
}

/**
 * The player protection rules a spin obeys: the protection module's, handed in by app.ts. The game
 * module does not import protection, which reads the game's round totals for its loss limits and
 * reality checks.
 */
export interface PlayGuards {
  /**
   * Under the seed pair's lock: on a break or self-excluded (or cooling off after it), no game is
   * played. What it read (whether any loss limit is kept) goes to the loss check.
   */
  assertMayPlay(db: Executor, userId: number): Promise<{ lossLimited: boolean }>;
  /** Inside the spin's transaction, under the seed pair's lock: the bet may not pass a loss limit. */
  assertLossAllowed(db: Executor, userId: number, bet: bigint, standing: { lossLimited: boolean }): Promise<void>;
  /** Before the spin: a reality check that is due stops play until the player answers it. */
  assertRealityChecked(db: Executor, store: EphemeralStore, userId: number): Promise<void>;
}

/** One spin: in one transaction the next nonce, the bet, the win and the round record. */
export async function spin(
  db: Db,
  guards: PlayGuards,
  userId: number,
  input: { machineId: string; lineBet?: number | undefined; requestKey: string },
) {
  const respond = async (row: RoundRow, balance?: bigint, bonus?: BonusStanding) => ({
    ...toRound(row, null),
    balance: (balance ?? (await walletBalance(db, userId))).toString(),
    // A replayed request answers with the bonus as it stands now.
    bonus: bonusOut(bonus === undefined ? await bonusStanding(db, userId) : bonus),
    bonusBet: row.bonusBet.toString(),
  });
  const done = await spinOnce(db, guards, userId, input).catch(async (error: unknown) => {
    // A copy of a request already played is answered with its round, whatever stops a new spin now
    // (play paused, the machine closed, the coins spent): its key was found taken as the round was
    // recorded (RequestKeyTaken), or a check refused first. Either way its transaction rolled back.
    const claimed = await findRoundByRequestKey(db, userId, input.requestKey);
    if (!claimed) throw error;
    return { row: claimed, balance: undefined, bonus: undefined };
  });
  // The key's round answers only the same spin: the same machine, staking the same.
  const { row } = done;
  if (row.machineId !== input.machineId || row.bet !== BigInt(stakeFor(row.gameId, input.lineBet) ?? -1))
    throw AppError.idempotencyKeyReused();
  return respond(row, done.balance, done.bonus);
}

const bonusOut = (bonus: BonusStanding) =>
  bonus && {
    balance: bonus.balance.toString(),
    wagered: bonus.wagered.toString(),
    required: bonus.required.toString(),
  };

async function spinOnce(
  db: Db,
  guards: PlayGuards,
  userId: number,
  input: { machineId: string; lineBet?: number | undefined; requestKey: string },
) {
  return inTransaction(db, async (tx) => {
    // Every spin of a player waits on the lock of their seed pair, taken first, so a copy of this
    // request has either committed its round or not started. The lock reads the whole pair and the
    // machine with its setting as of the pair's making, not its newest (see seeds.ts): the round
    // plays the pair's current nonce, and recording the round moves the pair on in the same
    // statement (insertRoundTakingNonce), which also claims the request key. A copy finds the key
    // taken there and rolls back: it never consumes a nonce (spin() answers it with its round).
    const { pair: seeds, machine } = await lockSeedsForSpin(tx, userId, input.machineId);
    // On a break or self-excluded (or cooling off after it), no game is played.
    const standing = await guards.assertMayPlay(tx, userId);
    if (!machine?.enabled) throw new AppError(400, 'machine_unavailable', 'game.machine_unavailable');
    const played = play(machine.gameId, machine.setting, seeds, seeds.nonce, input.lineBet);
    const bet = BigInt(played.bet);
    const win = BigInt(played.win);
    // Inside the transaction, under the seed pair's lock: parallel spins see each other's losses.
    await guards.assertLossAllowed(tx, userId, bet, standing);
    // A bonus being wagered may pay what cash does not; it is told of the bet once the coins moved.
    const grant = await grantInPlay(tx, userId);
    const roundSn = serialNumber('G', 9);
    const paid = await fundBet(
      tx,
      { userId, roundSn, amount: bet, win, bonusInPlay: grant !== null },
      // The round keeps the bonus part of its bet (rebates skip it).
      (split) =>
        insertRoundTakingNonce(tx, {
          roundSn,
          userId,
          machineId: machine.id,
          gameId: machine.gameId,
          requestKey: input.requestKey,
          bet,
          win,
          bonusBet: split.fromBonus,
          outcome: played.outcome,
          bonus: played.bonus,
          serverSeedHash: seeds.serverSeedHash,
          clientSeed: seeds.clientSeed,
          nonce: seeds.nonce,
        }),
    );
    if (!grant) return { row: paid.recorded, balance: paid.cash, bonus: null };
    const wager = await recordWager(tx, grant, { amount: bet, gameKind: machine.gameKind, lockedAfter: paid.locked! });
    return { row: paid.recorded, balance: paid.cash + wager.released, bonus: wager.standing };
  });
}

/** One of the player's rounds, with the server seed once its pair has been revealed. */
export async function getRound(db: Executor, userId: number, roundSn: string) {
  const row = await findRoundWithSeed(db, userId, roundSn);
  if (!row) throw new AppError(404, 'round_unknown', 'game.round_unknown');
  return toRound(row.round, row.serverSeed, row.voided);
}

export function rotate(db: Db, userId: number, clientSeed?: string) {
  return inTransaction(db, (tx) => rotateSeeds(tx, userId, clientSeed));
}

const recordFilter = (userId: number, q: GameRecordQuery) => ({ userId, from: q.from, to: q.to, gameId: q.gameId });

export async function gameRecords(db: Executor, userId: number, q: GameRecordQuery, locale: Locale) {
  const filter = recordFilter(userId, q);
  const [rows, total] = await Promise.all([listRounds(db, filter, q.page, q.pageSize), countRounds(db, filter)]);
  return {
    list: rows.map(({ round, game, voidedAt }) => ({
      roundSn: round.roundSn,
      gameName: localized(game, 'name', locale),
      machineId: round.machineId,
      bet: round.bet.toString(),
      win: round.win.toString(),
      // A voided round's stake came back and its win went back: it made nothing either way.
      profit: voidedAt === null ? (round.win - round.bet).toString() : '0',
      createdAt: round.createdAt.toISOString(),
      voided: voidedAt !== null,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function gameRecordCount(db: Executor, userId: number, q: GameRecordQuery) {
  const { records, bets, wins } = await roundTotals(db, recordFilter(userId, q));
  return { records, bets: bets.toString(), wins: wins.toString(), profit: (wins - bets).toString() };
}

/**
 * Changes a machine's setting for every seed pair made from now on; a pair made before keeps the
 * setting it was committed under until the player changes seeds (seeds.ts). The same setting again
 * changes nothing.
 */
export async function setMachineSetting(db: Db, operatorId: number, machineId: string, setting: number, ip: string) {
  return inTransaction(db, async (tx) => {
    const before = await lockMachine(tx, machineId);
    if (!before) throw new AppError(400, 'machine_unavailable', 'game.machine_unavailable');
    if (before.setting === setting) return { machineId, setting };
    const change = await changeMachineSetting(tx, {
      machineId,
      fromSetting: before.setting,
      toSetting: setting,
      operatorId,
    });
    await writeAudit(tx, {
      operatorId,
      action: 'machine.setting',
      targetType: 'machine',
      targetId: machineId,
      before: { setting: before.setting },
      after: { setting, epoch: change.epoch },
      ip,
    });
    return { machineId, setting };
  });
}
