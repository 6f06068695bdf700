// Segments of players for letters: each filter the operator gave becomes one condition on the
// users table, all of them in one WHERE, so the count the console shows and the recipients written
// when it goes out come from the same query. Such letters are marketing: players who did not
// consent to it, or are on a break or self-excluded, are never in a segment. Choosing players by
// what we know of them is profiling: players who object to it are never in a segment either.
import { and, sql, type SQL } from 'drizzle-orm';
import type { StationSegment } from '@hall/contracts/content';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { marketingAllowed, profilingAllowed } from '../marketing/service';
import { countUsersWhere, findAgentId } from './repo';

/**
 * Finds a player by account or confirmed e-mail: the user module's lookup, handed to the letters
 * module's routes when the app is built (the user module sends letters, so it is not imported here).
 */
export type FindPlayer = (db: Executor, accountOrEmail: string) => Promise<{ id: number; account: string } | undefined>;

/** The condition on `users` a segment stands for. An agent named by account must be one. */
export async function segmentCondition(db: Executor, segment: StationSegment, findPlayer: FindPlayer): Promise<SQL> {
  let agentId: number | undefined;
  if (segment.agentAccount) {
    const user = await findPlayer(db, segment.agentAccount);
    const agent = user ? await findAgentId(db, user.id) : undefined;
    if (!agent) throw new AppError(404, 'agent_unknown', 'content.agent_unknown');
    agentId = agent.id;
  }
  const paid = sql`exists (select 1 from deposit_orders d where d.user_id = ${users.id} and d.status = 'paid')`;
  const verified = sql`exists (select 1 from kyc_submissions k where k.user_id = ${users.id} and k.status = 'approved')`;
  return and(
    // Letters to a segment are marketing: only players who said yes and are not on a break or excluded.
    marketingAllowed(users.id),
    profilingAllowed(users.id),
    segment.locale ? sql`${users.locale} = ${segment.locale}` : undefined,
    segment.kyc === 'approved' ? verified : segment.kyc === 'not_approved' ? sql`not ${verified}` : undefined,
    segment.deposited === 'yes' ? paid : segment.deposited === 'never' ? sql`not ${paid}` : undefined,
    segment.registeredFrom ? sql`${users.createdAt} >= ${segment.registeredFrom}::timestamptz` : undefined,
    segment.registeredTo ? sql`${users.createdAt} < ${segment.registeredTo}::timestamptz` : undefined,
    segment.inactiveDays
      ? sql`coalesce(${users.lastLoginAt}, ${users.createdAt}) < now() - make_interval(days => ${segment.inactiveDays})`
      : undefined,
    agentId === undefined
      ? undefined
      : sql`${users.id} in (select descendant_id from user_tree where ancestor_id = ${agentId} and depth >= 1)`,
  )!;
}

export async function countSegment(db: Executor, segment: StationSegment, findPlayer: FindPlayer) {
  const where = await segmentCondition(db, segment, findPlayer);
  return countUsersWhere(db, where);
}
