// Player protection, enforced here whatever the pages show: a break (1 to 42 days) or a
// self-exclusion (6 months, 1 year, 5 years, permanently) closes deposits and play at once and can
// never be ended early (rows are only added); after a self-exclusion ends, play stays closed for
// seven more days (the MGA's cooling-off). Deposit and loss limits per rolling day, week and month: a
// lower limit applies at once, a higher one or a removal only after 24 hours. A player whose date of
// birth makes them under MINIMUM_AGE may not deposit or play either. Withdrawals, records and letters
// stay open throughout. Every change is kept in the history operators read.
import { addDays, addHours, addMonths, addYears } from 'date-fns';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type {
  DepositLimit,
  ExclusionPeriod,
  LimitKind,
  LimitPeriod,
  ProtectionStatus,
} from '@hall/contracts/protection';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { verifyPassword } from '../../lib/passwords';
import { clearLimit, reserve } from '../../lib/rate-limit';
import { roundTotals } from '../game/round-totals';
import { revokeUserSessions } from '../session/service';
import { moneyInSince } from './money-in-sources';
import {
  applyPendingLimit,
  exclusionsEndingAfter,
  insertExclusion,
  limitsOfKind,
  lockPlayerProtections,
  noExclusionNow,
  playStandingOf,
  protectionEventRows,
  rememberEvent,
  upsertLimit,
  type ExclusionRow,
  type LimitRow,
} from './repo';
import { realityCheckMinutesOf } from '../user/play-standing';
import { confirmationRequired } from '../../lib/account-confirmation';
import { isUnderAgeIn, minimumAgeFor } from '../../lib/minimum-age';

export const LIMIT_COOLING_OFF_HOURS = 24;
export const AFTER_EXCLUSION_DAYS = 7;

/**
 * No break, self-exclusion or cooling-off now for the player whose id is `userId` (a column or a
 * value): the condition under which anything promotional may be shown to them.
 */
export function notExcluded(userId: SQLWrapper | number): SQL {
  return noExclusionNow(userId, AFTER_EXCLUSION_DAYS);
}

const WINDOW_DAYS: Record<LimitPeriod, number> = { day: 1, week: 7, month: 30 };
const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

/** "2026-12-01 09:30 UTC": a date every language reads the same way. */
const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The exclusions that still matter: in force, or a self-exclusion whose cooling-off runs. */
export async function liveExclusions(db: Executor, userId: number, now: Date): Promise<ExclusionRow[]> {
  return exclusionsEndingAfter(db, userId, addDays(now, -AFTER_EXCLUSION_DAYS));
}

export function standing(rows: ExclusionRow[], now: Date) {
  const inForce = rows
    .filter((r) => r.startsAt <= now && (r.endsAt === null || r.endsAt > now))
    // The one that lasts longest speaks (a permanent one first).
    .sort((a, b) => (b.endsAt?.getTime() ?? Infinity) - (a.endsAt?.getTime() ?? Infinity))[0];
  const coolingOff = rows
    .filter((r) => r.kind === 'self_exclusion' && r.endsAt !== null && r.endsAt <= now)
    .map((r) => addDays(r.endsAt!, AFTER_EXCLUSION_DAYS))
    .filter((until) => until > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return { inForce, coolingOff: coolingOff ?? null };
}

/** What assertMayPlay found that a spin's loss check, in the same transaction, can use. */
export interface PlayStanding {
  lossLimited: boolean;
}

/**
 * Refuses money in and play to a player under their country's minimum age by their date of birth (one
 * who has not given it confirmed the age at registration), to one who has not yet confirmed the age
 * and accepted the terms (accounts opened through Google, Line or by an agent), and while on a break, self-excluded or
 * cooling off, saying until when.
 */
export async function assertMayPlay(
  db: Executor,
  userId: number,
  now = new Date(),
  /** Whether the age and terms confirmation is asked for (not for coins an agent or operator sends). */
  { confirmation = true }: { confirmation?: boolean } = {},
): Promise<PlayStanding> {
  // The age, the terms and the exclusions in one read: this runs before every spin.
  const { user, exclusions, lossLimited } = await playStandingOf(db, userId, addDays(now, -AFTER_EXCLUSION_DAYS));
  if (isUnderAgeIn(user?.birthDate, user?.countryCode, now))
    throw new AppError(403, 'under_age', 'protection.under_age', { age: minimumAgeFor(user?.countryCode) });
  // Every way money comes in or is staked passes here, so the confirmation is asked for on each.
  if (confirmation && (!user || confirmationRequired(user)))
    throw new AppError(403, 'confirmation_required', 'protection.confirmation_required');
  const { inForce, coolingOff } = standing(exclusions, now);
  if (inForce?.kind === 'timeout')
    throw new AppError(403, 'timed_out', 'protection.timed_out', { until: when(inForce.endsAt!) });
  if (inForce)
    throw inForce.endsAt
      ? new AppError(403, 'self_excluded', 'protection.self_excluded', { until: when(inForce.endsAt) })
      : new AppError(403, 'self_excluded', 'protection.self_excluded_permanent');
  if (coolingOff) throw new AppError(403, 'cooling_off', 'protection.cooling_off', { until: when(coolingOff) });
  return { lossLimited };
}

/** The player's limits of a kind with any raise or removal whose cooling-off is over applied (and saved). */
export async function currentLimits(db: Executor, userId: number, kind: LimitKind, now: Date): Promise<LimitRow[]> {
  const rows = await limitsOfKind(db, userId, kind);
  const out: LimitRow[] = [];
  for (const row of rows) {
    if (row.pendingFrom && row.pendingFrom <= now) {
      out.push(await applyPendingLimit(db, row, now));
    } else out.push(row);
  }
  return out;
}

/** Coins bet less coins won in the rounds since `since`; nothing when the player is ahead. */
async function netLossSince(db: Executor, userId: number, since: Date): Promise<bigint> {
  const { bets, wins } = await roundTotals(db, { userId, from: since.toISOString() });
  return bets > wins ? bets - wins : 0n;
}

/** What counts against a limit of this kind in its window. */
const USED: Record<LimitKind, (db: Executor, userId: number, since: Date) => Promise<bigint>> = {
  // Every way coins come in counts, not bank orders only (money-in-sources.ts).
  deposit: moneyInSince,
  loss: netLossSince,
};

/**
 * Refuses `coins` more (deposited, or staked) when, with what its window already holds, they would
 * pass a limit of the kind; the refusal says how much is still allowed and in which period.
 */
async function assertWithinLimits(db: Executor, userId: number, kind: LimitKind, coins: bigint, now: Date) {
  for (const limit of await currentLimits(db, userId, kind, now)) {
    if (limit.amount === null) continue;
    const used = await USED[kind](db, userId, addDays(now, -WINDOW_DAYS[limit.period]));
    if (used + coins > limit.amount) {
      const remaining = limit.amount > used ? limit.amount - used : 0n;
      const data = { remaining: remaining.toString(), period: limit.period };
      const params = { remaining: remaining.toLocaleString('en-US') };
      throw kind === 'deposit'
        ? new AppError(400, 'deposit_limit', `protection.deposit_limit_${limit.period}`, params, data)
        : new AppError(403, 'loss_limit', `protection.loss_limit_${limit.period}`, params, data);
    }
  }
}

/** Refuses a deposit of `coins` that would pass a limit, saying how much is still allowed. */
export async function assertDepositAllowed(db: Executor, userId: number, coins: bigint, now = new Date()) {
  await assertWithinLimits(db, userId, 'deposit', coins, now);
}

/**
 * Refuses a bet that could take the net loss past a loss limit (the loss so far plus the whole bet, as
 * if it won nothing), saying how much more may be lost in which period.
 */
export async function assertLossAllowed(
  db: Executor,
  userId: number,
  bet: bigint,
  /** What assertMayPlay read in the same transaction: a player without loss limits needs no more reads. */
  standing?: PlayStanding,
  now = new Date(),
) {
  if (standing?.lossLimited === false) return;
  await assertWithinLimits(db, userId, 'loss', bet, now);
}

async function limitViews(db: Executor, userId: number, kind: LimitKind, now: Date): Promise<DepositLimit[]> {
  const limits = await currentLimits(db, userId, kind, now);
  return Promise.all(
    PERIODS.map(async (period) => {
      const row = limits.find((l) => l.period === period);
      return {
        period,
        amount: row?.amount?.toString() ?? null,
        used: (await USED[kind](db, userId, addDays(now, -WINDOW_DAYS[period]))).toString(),
        pending: row?.pendingFrom
          ? { amount: row.pendingAmount?.toString() ?? null, from: row.pendingFrom.toISOString() }
          : null,
      };
    }),
  );
}

export async function protectionStatus(db: Executor, userId: number, now = new Date()): Promise<ProtectionStatus> {
  const { inForce, coolingOff } = standing(await liveExclusions(db, userId, now), now);
  const minutes = await realityCheckMinutesOf(db, userId);
  return {
    realityCheckMinutes: minutes ?? 60,
    exclusion: inForce ? { kind: inForce.kind, until: inForce.endsAt?.toISOString() ?? null } : null,
    coolingOffUntil: coolingOff?.toISOString() ?? null,
    limits: await limitViews(db, userId, 'deposit', now),
    lossLimits: await limitViews(db, userId, 'loss', now),
  };
}

/**
 * The player as the user module keeps them: protection reads players' passwords and existence
 * through this function, which app.ts hands its routes, rather than importing the user module (which
 * applies protection's own rules at registration and at the age check).
 */
export type FindPlayer = (db: Executor, userId: number) => Promise<{ passwordHash: string } | undefined>;

export interface ProtectionDeps {
  db: Db;
  store: EphemeralStore;
  findPlayer: FindPlayer;
}

/** A break from deposits and play, at once; refused while an exclusion already runs. */
export async function takeBreak(deps: ProtectionDeps, userId: number, days: number, now = new Date()) {
  await inTransaction(deps.db, async (tx) => {
    await lockPlayerProtections(tx, userId);
    if (standing(await liveExclusions(tx, userId, now), now).inForce)
      throw new AppError(409, 'already_excluded', 'protection.already_excluded');
    const endsAt = addDays(now, days);
    await insertExclusion(tx, { userId, kind: 'timeout', startsAt: now, endsAt });
    await rememberEvent(tx, userId, 'timeout', `${days} days, until ${endsAt.toISOString()}`);
  });
  return protectionStatus(deps.db, userId, now);
}

export const EXCLUSION_END: Record<ExclusionPeriod, (now: Date) => Date | null> = {
  '6m': (now) => addMonths(now, 6),
  '1y': (now) => addYears(now, 1),
  '5y': (now) => addYears(now, 5),
  permanent: () => null,
};

/**
 * Self-exclusion, confirmed with the sign-in password, at once. A break in force does not stop it
 * (it is the stronger choice); another self-exclusion in force does.
 */
export async function excludeSelf(
  deps: ProtectionDeps,
  userId: number,
  input: { period: ExclusionPeriod; password: string },
  now = new Date(),
) {
  const user = await deps.findPlayer(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  const limit = { key: `protection-password:${userId}`, max: 5, windowSeconds: 900 };
  await reserve(deps.store, limit);
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError(400, 'password_wrong', 'protection.password_wrong');
  await clearLimit(deps.store, limit);
  await inTransaction(deps.db, async (tx) => {
    await lockPlayerProtections(tx, userId);
    const { inForce } = standing(await liveExclusions(tx, userId, now), now);
    if (inForce?.kind === 'self_exclusion') throw new AppError(409, 'already_excluded', 'protection.already_excluded');
    const endsAt = EXCLUSION_END[input.period](now);
    await insertExclusion(tx, { userId, kind: 'self_exclusion', startsAt: now, endsAt });
    await rememberEvent(tx, userId, 'self_exclusion', endsAt ? `until ${endsAt.toISOString()}` : 'permanent');
    // Signed out everywhere at once: signing in again is for withdrawing and reading letters only.
    await revokeUserSessions(tx, userId, now);
  });
  return protectionStatus(deps.db, userId, now);
}

/**
 * Sets a deposit or loss limit (coins) or removes it (null): a lower one at once, a higher one or a
 * removal after 24 hours, replacing any change still waiting.
 */
export async function setLimit(
  deps: ProtectionDeps,
  userId: number,
  input: { kind: LimitKind; period: LimitPeriod; amount: string | null },
  now = new Date(),
) {
  const { kind, period } = input;
  await inTransaction(deps.db, async (tx) => {
    await lockPlayerProtections(tx, userId);
    const current = (await currentLimits(tx, userId, kind, now)).find((l) => l.period === period);
    const wanted = input.amount === null ? null : BigInt(input.amount);
    const inForce = current?.amount ?? null;
    const tighter = wanted !== null && (inForce === null || wanted <= inForce);
    const values = tighter
      ? { amount: wanted, pendingAmount: null, pendingFrom: null, updatedAt: now }
      : { amount: inForce, pendingAmount: wanted, pendingFrom: addHours(now, LIMIT_COOLING_OFF_HOURS), updatedAt: now };
    await upsertLimit(tx, { userId, kind, period }, values);
    await rememberEvent(
      tx,
      userId,
      `${kind}_limit`,
      `${period}: ${wanted === null ? 'none' : wanted.toString()}${tighter ? ' (at once)' : ' (after 24 hours)'}`,
    );
  });
  return protectionStatus(deps.db, userId, now);
}

export async function protectionHistory(db: Executor, userId: number) {
  const rows = await protectionEventRows(db, userId);
  return rows.map((r) => ({
    kind: r.kind as 'timeout' | 'self_exclusion' | 'deposit_limit' | 'loss_limit',
    detail: r.detail,
    createdAt: r.createdAt.toISOString(),
  }));
}
