// The game tables' queries: the catalogue, favourites, machines and rounds. Every function takes
// the executor it runs on, so a caller in a transaction passes its transaction.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import { inPeriod } from '../../db/filters';
import type { Executor, Tx } from '../../db/client';
import {
  favourites,
  gameRounds,
  games,
  machineSettingChanges,
  machineSettingEpoch,
  machines,
  playerSeeds,
  revealedSeeds,
  roundVoids,
} from '../../db/schema/game';
import { accountOf, localeOf } from '../user/account-columns';

export type GameRow = typeof games.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;
export type RoundVoidRow = typeof roundVoids.$inferSelect;

export async function listGameRows(db: Executor, order: 'popular' | 'latest') {
  return db
    .select()
    .from(games)
    .orderBy(
      ...(order === 'latest'
        ? [desc(games.releasedOn)]
        : [desc(games.popular), desc(games.isNew), asc(games.sortOrder)]),
    );
}

export async function gameExists(db: Executor, gameId: string) {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  return game !== undefined;
}

export async function favouriteGameIds(db: Executor, userId: number) {
  const rows = await db.select({ id: favourites.gameId }).from(favourites).where(eq(favourites.userId, userId));
  return rows.map((r) => r.id);
}

export async function addFavourite(db: Executor, userId: number, gameId: string) {
  await db.insert(favourites).values({ userId, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: Executor, userId: number, gameId: string) {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.gameId, gameId)));
}

/** A machine with its game's kind (a bonus counts pachislot bets at the offer's contribution). */
export async function lockMachine(tx: Tx, machineId: string) {
  const [machine] = await tx.select().from(machines).where(eq(machines.id, machineId)).for('update');
  return machine;
}

/**
 * Changes a machine's setting from the next seed pairs on: raises the hall's setting epoch (the row
 * stays locked to the end of the transaction, so changes take turns and epochs commit in order),
 * records the change under the new epoch, and keeps the newest setting on the machine's row.
 */
export async function changeMachineSetting(
  tx: Tx,
  change: { machineId: string; fromSetting: number; toSetting: number; operatorId: number },
) {
  const [raised] = await tx
    .insert(machineSettingEpoch)
    .values({ id: 1, epoch: 1 })
    .onConflictDoUpdate({ target: machineSettingEpoch.id, set: { epoch: sql`${machineSettingEpoch.epoch} + 1` } })
    .returning({ epoch: machineSettingEpoch.epoch });
  const [row] = await tx
    .insert(machineSettingChanges)
    .values({ ...change, epoch: raised!.epoch })
    .returning();
  await tx.update(machines).set({ setting: change.toSetting }).where(eq(machines.id, change.machineId));
  return row!;
}

/**
 * The setting a machine plays for a seed pair of epoch `epoch`: the one its last change up to that
 * epoch set; else the one its first later change found it at; else (never changed) its own. Every
 * change up to the pair's epoch had committed before the pair was made (the epoch is read committed),
 * and while a later change is in flight neither it nor any after it is seen, the machine's row still
 * holding the setting it found: so the answer for one pair never changes.
 */
/**
 * The machine's setting as of `epoch`: the last change at or before it, else the setting before the
 * first change after it, else the machine's setting now. A value in a query.
 */
function settingAt(machineId: string, epoch: number | SQL): SQL<number> {
  return sql`coalesce(
      (select to_setting from ${machineSettingChanges} where machine_id = ${machineId} and epoch <= ${epoch}
        order by epoch desc limit 1),
      (select from_setting from ${machineSettingChanges} where machine_id = ${machineId} and epoch > ${epoch}
        order by epoch limit 1),
      (select setting from ${machines} where id = ${machineId}))::int`.mapWith(Number);
}

/**
 * Each changed machine's last change and how many live seed pairs were made before it: those
 * players still play an earlier setting on it until they change seeds.
 */
export async function pendingSettingChanges(db: Executor) {
  const last = await db
    .selectDistinctOn([machineSettingChanges.machineId], {
      machineId: machineSettingChanges.machineId,
      epoch: machineSettingChanges.epoch,
      createdAt: machineSettingChanges.createdAt,
    })
    .from(machineSettingChanges)
    .orderBy(machineSettingChanges.machineId, desc(machineSettingChanges.epoch));
  if (last.length === 0) return new Map<string, { since: Date; seedPairs: number }>();
  const newest = Math.max(...last.map((c) => c.epoch));
  // The pairs by epoch, the older ones only: a handful of epochs, read from the index.
  const epochs = await db
    .select({ epoch: playerSeeds.settingEpoch, n: count() })
    .from(playerSeeds)
    .where(lt(playerSeeds.settingEpoch, newest))
    .groupBy(playerSeeds.settingEpoch);
  return new Map(
    last.map((c) => [
      c.machineId,
      { since: c.createdAt, seedPairs: epochs.filter((e) => e.epoch < c.epoch).reduce((n, e) => n + e.n, 0) },
    ]),
  );
}

export async function listMachineRows(db: Executor, gameId?: string) {
  return db
    .select({ id: machines.id, gameId: machines.gameId, enabled: machines.enabled })
    .from(machines)
    .where(gameId ? eq(machines.gameId, gameId) : undefined)
    .orderBy(asc(machines.sortOrder), asc(machines.id));
}

/** The machines this player played since `since`, the most recently played first. */
export async function recentMachineIds(db: Executor, userId: number, since: Date, limit: number) {
  const last = sql<string>`max(${gameRounds.id})`;
  const rows = await db
    .select({ machineId: gameRounds.machineId, last })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), gte(gameRounds.createdAt, since)))
    .groupBy(gameRounds.machineId)
    .orderBy(desc(last))
    .limit(limit);
  return rows.map((r) => r.machineId);
}

/**
 * The rounds of these machines since `since`, oldest first; a voided round is left out: the game
 * malfunctioned, and it counts as not played (nor its bonus drawn).
 */
export async function machineRoundsSince(db: Executor, machineIds: string[], since: Date) {
  return db
    .select({
      machineId: gameRounds.machineId,
      bet: gameRounds.bet,
      win: gameRounds.win,
      bonus: gameRounds.bonus,
      createdAt: gameRounds.createdAt,
    })
    .from(gameRounds)
    .leftJoin(roundVoids, eq(roundVoids.roundId, gameRounds.id))
    .where(and(inArray(gameRounds.machineId, machineIds), gte(gameRounds.createdAt, since), isNull(roundVoids.roundId)))
    .orderBy(asc(gameRounds.id));
}

/** Each machine's rounds, coins bet and coins won since `since`, voided rounds left out. */
export async function machineSumsSince(db: Executor, since: Date) {
  return db
    .select({
      machineId: gameRounds.machineId,
      rounds: sql<number>`count(*)::int`,
      bets: sql<string>`sum(${gameRounds.bet})::text`,
      wins: sql<string>`sum(${gameRounds.win})::text`,
    })
    .from(gameRounds)
    .leftJoin(roundVoids, eq(roundVoids.roundId, gameRounds.id))
    .where(and(gte(gameRounds.createdAt, since), isNull(roundVoids.roundId)))
    .groupBy(gameRounds.machineId);
}

export async function findRoundByRequestKey(db: Executor, userId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.requestKey, requestKey)));
  return row;
}

/** A spin's request key already names a round of the player's. */
export class RequestKeyTaken extends Error {
  constructor() {
    super('the request key names a round already played');
  }
}

/**
 * Records a spin's round and moves its seed pair's nonce past it, in one statement. The pair is held
 * locked by this transaction (lockSeedPairForSpin) and must still stand at the round's nonce: if it does not,
 * the round is refused here and the caller's transaction rolls back, round and all.
 */
export async function insertRoundTakingNonce(tx: Tx, values: typeof gameRounds.$inferInsert & { nonce: number }) {
  const advanced = tx.$with('advanced').as(
    tx
      .update(playerSeeds)
      .set({ nonce: values.nonce + 1 })
      .where(and(eq(playerSeeds.userId, values.userId), eq(playerSeeds.nonce, values.nonce)))
      .returning({ userId: playerSeeds.userId }),
  );
  const [row] = await tx
    .with(advanced)
    .insert(gameRounds)
    .values(values)
    .onConflictDoNothing({ target: [gameRounds.userId, gameRounds.requestKey] })
    .returning({ ...getTableColumns(gameRounds), advanced: sql<number>`(select count(*) from ${advanced})::int` });
  // The request key is the player's already: a copy of a spin that was played (the caller's
  // transaction rolls back, nonce and all, and the copy is answered with the round played).
  if (!row) throw new RequestKeyTaken();
  if (row.advanced !== 1) throw new Error(`seed pair of user ${values.userId} is not at nonce ${values.nonce}`);
  const { advanced: _advanced, ...round } = row;
  return round;
}

/** A player's round with the server seed of its pair, null until that pair is revealed. */
export async function findRoundWithSeed(db: Executor, userId: number, roundSn: string) {
  const [row] = await db
    .select({ round: gameRounds, serverSeed: revealedSeeds.serverSeed, voided: roundVoids })
    .from(gameRounds)
    .leftJoin(
      revealedSeeds,
      and(eq(revealedSeeds.serverSeedHash, gameRounds.serverSeedHash), eq(revealedSeeds.userId, gameRounds.userId)),
    )
    .leftJoin(roundVoids, eq(roundVoids.roundId, gameRounds.id))
    .where(and(eq(gameRounds.roundSn, roundSn), eq(gameRounds.userId, userId)));
  return row;
}

export interface RoundFilter {
  userId: number;
  from?: string | undefined;
  to?: string | undefined;
  gameId?: string | undefined;
}

function roundFilter(f: RoundFilter) {
  return and(
    eq(gameRounds.userId, f.userId),
    inPeriod(gameRounds.createdAt, f.from, f.to),
    f.gameId ? eq(gameRounds.gameId, f.gameId) : undefined,
  );
}

/** Newest first, each with its game. */
export async function listRounds(db: Executor, filter: RoundFilter, page: number, pageSize: number) {
  return db
    .select({ round: gameRounds, game: games, voidedAt: roundVoids.createdAt })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .leftJoin(roundVoids, eq(roundVoids.roundId, gameRounds.id))
    .where(roundFilter(filter))
    .orderBy(desc(gameRounds.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function countRounds(db: Executor, filter: RoundFilter) {
  const [total] = await db.select({ n: count() }).from(gameRounds).where(roundFilter(filter));
  return total!.n;
}

export async function roundTotals(db: Executor, filter: RoundFilter) {
  const [row] = await db
    .select({
      records: count(),
      bets: sql<string>`coalesce(sum(${gameRounds.bet}), 0)`,
      wins: sql<string>`coalesce(sum(${gameRounds.win}), 0)`,
    })
    .from(gameRounds)
    // A voided round moved nothing in the end (stake returned, win taken back): it is not counted.
    .leftJoin(roundVoids, eq(roundVoids.roundId, gameRounds.id))
    .where(and(roundFilter(filter), isNull(roundVoids.roundId)));
  return { records: row!.records, bets: BigInt(row!.bets), wins: BigInt(row!.wins) };
}

/** Any player's round by its number, with its player's account and its void; locked with `lock`. */
export async function findRoundForOperator(db: Executor, roundSn: string, options: { lock?: boolean } = {}) {
  // The lock is taken first, on its own: a locking select that waited re-reads the locked row but not
  // the rows it joined, so a void committed meanwhile would stay unseen (fifty voids at once: 409s).
  // The read after it is a new statement and sees what the lock's holder committed.
  if (options.lock)
    await db.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.roundSn, roundSn)).for('update');
  const [row] = await db
    .select({
      round: gameRounds,
      account: accountOf(gameRounds.userId),
      locale: localeOf(gameRounds.userId),
      voided: roundVoids,
    })
    .from(gameRounds)
    .leftJoin(roundVoids, eq(roundVoids.roundId, gameRounds.id))
    .where(eq(gameRounds.roundSn, roundSn));
  return row;
}

export async function insertRoundVoid(tx: Tx, values: typeof roundVoids.$inferInsert) {
  const [row] = await tx.insert(roundVoids).values(values).onConflictDoNothing().returning();
  return row;
}

export async function machinesWithGames(db: Executor) {
  return db
    .select({ machine: machines, game: games })
    .from(machines)
    .innerJoin(games, eq(games.id, machines.gameId))
    .orderBy(asc(machines.sortOrder), asc(machines.id));
}

export async function setMachineEnabledRow(tx: Executor, machineId: string, enabled: boolean) {
  await tx
    .update(machines)
    .set({ enabled })
    .where(and(eq(machines.id, machineId)));
}

/** The epoch as committed when the statement runs: a change still in flight is not in it yet. */
const currentEpoch = sql<number>`coalesce((select ${machineSettingEpoch.epoch} from ${machineSettingEpoch} where ${machineSettingEpoch.id} = 1), 0)`;

/** A seed pair as made; it takes the hall's setting epoch when written. */
export type NewSeedPair = Omit<typeof playerSeeds.$inferInsert, 'settingEpoch' | 'createdAt'>;

export async function insertSeedPairIfMissing(db: Executor, pair: NewSeedPair) {
  await db
    .insert(playerSeeds)
    .values({ ...pair, settingEpoch: currentEpoch })
    .onConflictDoNothing();
}

export async function findSeedPair(db: Executor, userId: number) {
  const [row] = await db.select().from(playerSeeds).where(eq(playerSeeds.userId, userId));
  return row;
}

/** The player's pair, locked against another spin taking the same nonce. */
/**
 * Locks the player's live pair for a spin and reads, in the same round trip, what the spin needs of
 * the machine it asks for: the machine (null when there is none), its game's kind and its setting as
 * of the pair's epoch (settingAt). Undefined when the player has no pair yet.
 */
export async function lockSeedPairForSpin(tx: Tx, userId: number, machineId: string) {
  const [row] = await tx
    .select({
      pair: playerSeeds,
      machine: machines,
      gameKind: games.kind,
      setting: settingAt(machineId, sql`${playerSeeds.settingEpoch}`),
    })
    .from(playerSeeds)
    .leftJoin(machines, eq(machines.id, machineId))
    .leftJoin(games, eq(games.id, machines.gameId))
    .where(eq(playerSeeds.userId, userId))
    .for('no key update', { of: playerSeeds });
  if (!row) return undefined;
  const machine = row.machine && { ...row.machine, gameKind: row.gameKind!, setting: row.setting };
  return { pair: row.pair, machine };
}

export async function lockSeedPairRow(tx: Tx, userId: number) {
  const [row] = await tx.select().from(playerSeeds).where(eq(playerSeeds.userId, userId)).for('no key update');
  return row;
}

export async function setSeedNonce(tx: Tx, userId: number, nonce: number) {
  await tx.update(playerSeeds).set({ nonce }).where(eq(playerSeeds.userId, userId));
}

export async function insertRevealedSeeds(tx: Tx, values: typeof revealedSeeds.$inferInsert) {
  await tx.insert(revealedSeeds).values(values);
}

/** Puts a new pair in place of the player's live one. */
export async function replaceSeedPair(tx: Tx, userId: number, pair: NewSeedPair, createdAt: Date) {
  await tx
    .update(playerSeeds)
    .set({ ...pair, settingEpoch: currentEpoch, createdAt })
    .where(eq(playerSeeds.userId, userId));
}

/**
 * Each player's bets in [start, end) as a subquery of (user_id, amount) for another module's query
 * (the agents' daily rebate): rounds voided by then are left out, their stake went back.
 */
export function betsByPlayer(start: Date, end: Date): SQL {
  return sql`select r.user_id, sum(r.bet) as amount from ${gameRounds} r
      where r.created_at >= ${start.toISOString()}::timestamptz and r.created_at < ${end.toISOString()}::timestamptz
        and not exists (select 1 from ${roundVoids} v where v.round_id = r.id)
      group by r.user_id`;
}

/** Each player's rebate basis over [start, end) as text: cash bets, or net loss; voided rounds left out. */
export async function rebateBases(
  db: Executor,
  offer: { rebateBasis: 'net_loss' | 'bets' | null; gameIds: string[] | null },
  period: { start: Date; end: Date },
  userId?: number,
) {
  const cashBets = sql<string>`sum(${gameRounds.bet} - ${gameRounds.bonusBet})`;
  const amount = offer.rebateBasis === 'net_loss' ? sql<string>`${cashBets} - sum(${gameRounds.win})` : cashBets;
  return db
    .select({ userId: gameRounds.userId, basis: sql<string>`(${amount})::text` })
    .from(gameRounds)
    .where(
      and(
        gte(gameRounds.createdAt, period.start),
        lt(gameRounds.createdAt, period.end),
        offer.gameIds ? inArray(gameRounds.gameId, offer.gameIds) : undefined,
        userId === undefined ? undefined : eq(gameRounds.userId, userId),
        // A voided round's stake went back: it earns no rebate (as the agents' daily rebate treats it).
        notExists(
          db
            .select({ one: sql`1` })
            .from(roundVoids)
            .where(eq(roundVoids.roundId, gameRounds.id)),
        ),
      ),
    )
    .groupBy(gameRounds.userId);
}
