// The game hall's rules: the catalogue, machines with their data counters, spins (one database
// transaction: the nonce, the bet, the win and the round), seeds, and the player's game records.
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Game, GameRecordQuery, MachineData, Round } from '@hall/contracts/game';
import type { Locale } from '@hall/contracts/locale';
import type { Db, Executor } from '../../db/client';
import { favourites, gameRounds, games, machines, revealedSeeds } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount, walletBalance } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { writeAudit } from '../operator/repo';
import { play } from './play';
import { rotateSeeds, takeNonce } from './seeds';

type GameRow = typeof games.$inferSelect;
type RoundRow = typeof gameRounds.$inferSelect;

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
  const rows = await db.select({ id: favourites.gameId }).from(favourites).where(eq(favourites.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Popular and new games first (`pop/new`), or the latest releases (`latest/new`). */
export async function listGames(db: Executor, order: 'popular' | 'latest', locale: Locale, userId: number | null) {
  const rows = await db
    .select()
    .from(games)
    .orderBy(
      ...(order === 'latest'
        ? [desc(games.releasedOn)]
        : [desc(games.popular), desc(games.isNew), asc(games.sortOrder)]),
    );
  const favs = await favouriteIds(db, userId);
  return rows.map((g) => toGame(g, locale, favs.has(g.id)));
}

export async function setFavourite(db: Executor, userId: number, gameId: string, on: boolean) {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  if (!game) throw new AppError(404, 'game_unknown', 'game.game_unknown');
  if (on) await db.insert(favourites).values({ userId, gameId }).onConflictDoNothing();
  else await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.gameId, gameId)));
}

const startOfDay = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
};

/** The hall data counters of machines (today's games, bonuses, payout rate, slump graph). */
export async function machineData(db: Executor, machineIds: string[]): Promise<Map<string, MachineData>> {
  const result = new Map<string, MachineData>();
  if (machineIds.length === 0) return result;
  const rows = await db
    .select({
      machineId: gameRounds.machineId,
      bet: gameRounds.bet,
      win: gameRounds.win,
      bonus: gameRounds.bonus,
      createdAt: gameRounds.createdAt,
    })
    .from(gameRounds)
    .where(and(inArray(gameRounds.machineId, machineIds), gte(gameRounds.createdAt, startOfDay())))
    .orderBy(asc(gameRounds.id));
  for (const id of machineIds) {
    const mine = rows.filter((r) => r.machineId === id);
    let sinceBonus = 0;
    let net = 0;
    let bet = 0n;
    let win = 0n;
    const history: MachineData['bonusHistory'] = [];
    const slump: number[] = [];
    for (const r of mine) {
      sinceBonus += 1;
      bet += r.bet;
      win += r.win;
      net += Number(r.win - r.bet);
      slump.push(net);
      if (r.bonus === 'big' || r.bonus === 'reg') {
        history.unshift({ kind: r.bonus, games: sinceBonus, at: r.createdAt.toISOString() });
        sinceBonus = 0;
      }
    }
    const step = Math.max(1, Math.ceil(slump.length / 500));
    result.set(id, {
      gamesSinceBonus: sinceBonus,
      gamesToday: mine.length,
      bigToday: history.filter((h) => h.kind === 'big').length,
      regToday: history.filter((h) => h.kind === 'reg').length,
      payoutRate: bet > 0n ? Number((win * 10000n) / bet) / 10000 : null,
      bonusHistory: history.slice(0, 10),
      slump: slump.filter((_, i) => i % step === 0 || i === slump.length - 1),
    });
  }
  return result;
}

export async function listMachines(db: Executor, gameId?: string) {
  const rows = await db
    .select({ id: machines.id, gameId: machines.gameId, enabled: machines.enabled })
    .from(machines)
    .where(gameId ? eq(machines.gameId, gameId) : undefined)
    .orderBy(asc(machines.sortOrder), asc(machines.id));
  const data = await machineData(
    db,
    rows.map((m) => m.id),
  );
  return rows.map((m) => ({ ...m, data: data.get(m.id)! }));
}

function newRoundSn() {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `G${stamp}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

function toRound(row: RoundRow, revealedSeed: string | null): Round {
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
  };
}

/** One spin: in one transaction the next nonce, the bet, the win and the round record. */
export async function spin(
  db: Db,
  userId: number,
  input: { machineId: string; lineBet?: number | undefined; requestKey: string },
) {
  const respond = async (row: RoundRow, balance?: bigint) => ({
    ...toRound(row, null),
    balance: (balance ?? (await walletBalance(db, userId))).toString(),
  });
  const [previous] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.requestKey, input.requestKey)));
  if (previous) return respond(previous);

  const [machine] = await db.select().from(machines).where(eq(machines.id, input.machineId));
  if (!machine?.enabled) throw new AppError(400, 'machine_unavailable', 'game.machine_unavailable');

  const done = await inTransaction(db, async (tx) => {
    const seeds = await takeNonce(tx, userId);
    const played = play(machine.gameId, machine.setting, seeds, seeds.nonce, input.lineBet);
    const roundSn = newRoundSn();
    const [inserted] = await tx
      .insert(gameRounds)
      .values({
        roundSn,
        userId,
        machineId: machine.id,
        gameId: machine.gameId,
        requestKey: input.requestKey,
        bet: BigInt(played.bet),
        win: BigInt(played.win),
        outcome: played.outcome,
        bonus: played.bonus,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null; // the same request key won a race: its round is read below
    const wallet = await walletAccount(tx, userId);
    const house = await systemAccount(tx, SYSTEM_ACCOUNTS.houseShard(userId));
    const bet = await postTransfer(tx, {
      debitAccountId: wallet,
      creditAccountId: house,
      amount: BigInt(played.bet),
      kind: 'bet',
      reference: `round:${roundSn}`,
      idempotencyKey: `bet:${roundSn}`,
    });
    let balance = bet.debitBalanceAfter;
    if (played.win > 0) {
      const win = await postTransfer(tx, {
        debitAccountId: house,
        creditAccountId: wallet,
        amount: BigInt(played.win),
        kind: 'win',
        reference: `round:${roundSn}`,
        idempotencyKey: `win:${roundSn}`,
      });
      balance = win.creditBalanceAfter;
    }
    return { row: inserted, balance };
  });
  if (done) return respond(done.row, done.balance);
  const [raced] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.requestKey, input.requestKey)));
  return respond(raced!);
}

/** One of the player's rounds, with the server seed once its pair has been revealed. */
export async function getRound(db: Executor, userId: number, roundSn: string) {
  const [row] = await db
    .select({ round: gameRounds, serverSeed: revealedSeeds.serverSeed })
    .from(gameRounds)
    .leftJoin(
      revealedSeeds,
      and(eq(revealedSeeds.serverSeedHash, gameRounds.serverSeedHash), eq(revealedSeeds.userId, gameRounds.userId)),
    )
    .where(and(eq(gameRounds.roundSn, roundSn), eq(gameRounds.userId, userId)));
  if (!row) throw new AppError(404, 'round_unknown', 'game.round_unknown');
  return toRound(row.round, row.serverSeed);
}

export function rotate(db: Db, userId: number, clientSeed?: string) {
  return inTransaction(db, (tx) => rotateSeeds(tx, userId, clientSeed));
}

function recordFilter(userId: number, q: GameRecordQuery) {
  return and(
    eq(gameRounds.userId, userId),
    q.from ? gte(gameRounds.createdAt, new Date(q.from)) : undefined,
    q.to ? lt(gameRounds.createdAt, new Date(q.to)) : undefined,
    q.gameId ? eq(gameRounds.gameId, q.gameId) : undefined,
  );
}

export async function gameRecords(db: Executor, userId: number, q: GameRecordQuery, locale: Locale) {
  const where = recordFilter(userId, q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ round: gameRounds, game: games })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(where)
      .orderBy(desc(gameRounds.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(gameRounds).where(where),
  ]);
  return {
    list: rows.map(({ round, game }) => ({
      roundSn: round.roundSn,
      gameName: localized(game, 'name', locale),
      machineId: round.machineId,
      bet: round.bet.toString(),
      win: round.win.toString(),
      profit: (round.win - round.bet).toString(),
      createdAt: round.createdAt.toISOString(),
    })),
    total: total!.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function gameRecordCount(db: Executor, userId: number, q: GameRecordQuery) {
  const [row] = await db
    .select({
      records: count(),
      bets: sql<string>`coalesce(sum(${gameRounds.bet}), 0)`,
      wins: sql<string>`coalesce(sum(${gameRounds.win}), 0)`,
    })
    .from(gameRounds)
    .where(recordFilter(userId, q));
  const bets = BigInt(row!.bets);
  const wins = BigInt(row!.wins);
  return { records: row!.records, bets: bets.toString(), wins: wins.toString(), profit: (wins - bets).toString() };
}

export async function setMachineSetting(db: Db, operatorId: number, machineId: string, setting: number, ip: string) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(machines).where(eq(machines.id, machineId)).for('update');
    if (!before) throw new AppError(400, 'machine_unavailable', 'game.machine_unavailable');
    await tx.update(machines).set({ setting }).where(eq(machines.id, machineId));
    await writeAudit(tx, {
      operatorId,
      action: 'machine.setting',
      targetType: 'machine',
      targetId: machineId,
      before: { setting: before.setting },
      after: { setting },
      ip,
    });
    return { machineId, setting };
  });
}
