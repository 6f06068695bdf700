// Queries on the players' own protections: breaks and self-exclusions (player_exclusions), deposit
// and loss limits (deposit_limits) and their history (protection_events); and the few facts of the
// player's account they are decided on (age, terms, reality-check interval).
import { and, desc, eq, gt, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { depositLimits, playerExclusions, protectionEvents } from '../../db/schema/protection';
import { playStandingRow } from '../user/play-standing';

export type ExclusionRow = typeof playerExclusions.$inferSelect;
export type LimitRow = typeof depositLimits.$inferSelect;

/** The player's exclusions without an end or ending after `after`. */
/** Exclusions without an end, or ending after `after`. */
const endingAfter = (after: Date) => or(isNull(playerExclusions.endsAt), gt(playerExclusions.endsAt, after));

export async function exclusionsEndingAfter(db: Executor, userId: number, after: Date): Promise<ExclusionRow[]> {
  return db
    .select()
    .from(playerExclusions)
    .where(and(eq(playerExclusions.userId, userId), endingAfter(after)));
}

export async function insertExclusion(db: Executor, values: typeof playerExclusions.$inferInsert) {
  await db.insert(playerExclusions).values(values);
}

/**
 * What play is checked against, in one round trip: the player's birth date, country, age and terms
 * confirmations, their exclusions that end after `after` (as exclusionsEndingAfter), and whether they
 * keep any loss limit (most keep none, and a spin then reads no limits). `user` is undefined when
 * there is no such player.
 */
export async function playStandingOf(db: Executor, userId: number, after: Date) {
  const player = playStandingRow(db, userId);
  const found = await db
    .select({
      user: {
        birthDate: player.birthDate,
        countryCode: player.countryCode,
        ageConfirmedAt: player.ageConfirmedAt,
        termsAcceptedAt: player.termsAcceptedAt,
      },
      exclusion: playerExclusions,
      lossLimited: sql<boolean>`exists (select 1 from ${depositLimits} l where l.user_id = ${userId} and l.kind = 'loss')`,
    })
    .from(player)
    .leftJoin(playerExclusions, and(eq(playerExclusions.userId, userId), endingAfter(after)));
  return {
    user: found[0]?.user,
    exclusions: found.flatMap((row) => (row.exclusion ? [row.exclusion] : [])),
    lossLimited: found[0]?.lossLimited ?? false,
  };
}

export async function limitsOfKind(db: Executor, userId: number, kind: LimitRow['kind']): Promise<LimitRow[]> {
  return db
    .select()
    .from(depositLimits)
    .where(and(eq(depositLimits.userId, userId), eq(depositLimits.kind, kind)));
}

/** Puts the limit's waiting raise or removal in force. */
export async function applyPendingLimit(db: Executor, row: LimitRow, now: Date): Promise<LimitRow> {
  const [applied] = await db
    .update(depositLimits)
    .set({ amount: row.pendingAmount, pendingAmount: null, pendingFrom: null, updatedAt: now })
    .where(
      and(eq(depositLimits.userId, row.userId), eq(depositLimits.kind, row.kind), eq(depositLimits.period, row.period)),
    )
    .returning();
  return applied!;
}

export async function upsertLimit(
  db: Executor,
  key: Pick<LimitRow, 'userId' | 'kind' | 'period'>,
  values: Pick<LimitRow, 'amount' | 'pendingAmount' | 'pendingFrom' | 'updatedAt'>,
) {
  await db
    .insert(depositLimits)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.kind, depositLimits.period], set: values });
}

export async function rememberEvent(db: Executor, userId: number, kind: string, detail: string) {
  await db.insert(protectionEvents).values({ userId, kind, detail });
}

export async function protectionEventRows(db: Executor, userId: number) {
  return db
    .select()
    .from(protectionEvents)
    .where(eq(protectionEvents.userId, userId))
    .orderBy(desc(protectionEvents.createdAt), desc(protectionEvents.id))
    .limit(200);
}

/**
 * Changes of one player's protections never interleave, nor a limit's check with the order it lets
 * through (deposit orders take this lock too, so parallel orders cannot each pass the same limit).
 */
export async function lockPlayerProtections(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x7072}, ${userId}::int)`);
}

/**
 * No break, self-exclusion or cooling-off now for the player whose id is `userId` (a column or a
 * value); a self-exclusion still counts for `afterDays` after its end.
 */
export function noExclusionNow(userId: SQLWrapper | number, afterDays: number): SQL {
  return sql`not exists (select 1 from ${playerExclusions} x where x.user_id = ${userId} and x.starts_at <= now()
    and (x.ends_at is null or x.ends_at > now()
      or (x.kind = 'self_exclusion' and x.ends_at > now() - make_interval(days => ${afterDays}))))`;
}
