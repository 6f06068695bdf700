// Segments of players for letters: each filter the operator gave becomes one condition on the
// players, all of them in one WHERE, so the count the console shows and the recipients written when
// it goes out come from the same query. Such letters are marketing: players who did not consent to
// it, or are on a break or self-excluded, are never in a segment. Choosing players by what we know of
// them is profiling: players who object to it are never in a segment either. A condition on another
// module's table comes from that module (handed in as `Players` when the app is built, since those
// modules send letters and so cannot be imported here).
import { not, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { StationSegment } from '@hall/contracts/content';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countIds } from './repo';

/** What the letters module asks of other modules about players. */
export interface Players {
  /** A player by account or confirmed e-mail (the user module's lookup). */
  find(db: Executor, accountOrEmail: string): Promise<{ id: number; account: string } | undefined>;
  /** The id of the player with this account, in any case (the user module's lookup). */
  idOfAccount(db: Executor, account: string): Promise<number | undefined>;
  /** These players' account names, by id (the user module's lookup). */
  accountsOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>>;
  /** Whether the user is an agent, whatever its status (the agent module's lookup). */
  isAgent(db: Executor, userId: number): Promise<boolean>;
  /** The player whose id is in this column has an approved identity check (the identity module's condition). */
  identityApproved(userId: SQLWrapper): SQL;
  /** The player whose id is in this column has a paid deposit (the payments module's condition). */
  depositPaid(userId: SQLWrapper): SQL;
  /** The player whose id is in this column said yes to marketing and is not on a break or excluded (the marketing module's). */
  marketingAllowed(userId: SQLWrapper): SQL;
  /** The player whose id is in this column has not objected to profiling (the marketing module's). */
  profilingAllowed(userId: SQLWrapper): SQL;
  /** The ids of the players who fit the profile and meet the conditions, as a subquery (the user module's). */
  idsWhere(
    profile: {
      locale?: string | undefined;
      registeredFrom?: string | undefined;
      registeredTo?: string | undefined;
      inactiveDays?: number | undefined;
      teamOf?: number | undefined;
    },
    conditions: (userId: SQLWrapper) => (SQL | undefined)[],
  ): SQL;
}

/**
 * The players a segment stands for, as a subquery of their ids. An agent named by account must be
 * one. Letters to a segment are marketing: only players who said yes and are not on a break or excluded.
 */
export async function segmentIds(db: Executor, segment: StationSegment, players: Players): Promise<SQL> {
  let teamOf: number | undefined;
  if (segment.agentAccount) {
    const user = await players.find(db, segment.agentAccount);
    if (!user || !(await players.isAgent(db, user.id)))
      throw new AppError(404, 'agent_unknown', 'content.agent_unknown');
    teamOf = user.id;
  }
  const { locale, registeredFrom, registeredTo, inactiveDays } = segment;
  return players.idsWhere({ locale, registeredFrom, registeredTo, inactiveDays, teamOf }, (userId) => {
    const verified = players.identityApproved(userId);
    const paid = players.depositPaid(userId);
    return [
      players.marketingAllowed(userId),
      players.profilingAllowed(userId),
      segment.kyc === 'approved' ? verified : segment.kyc === 'not_approved' ? not(verified) : undefined,
      segment.deposited === 'yes' ? paid : segment.deposited === 'never' ? not(paid) : undefined,
    ];
  });
}

export async function countSegment(db: Executor, segment: StationSegment, players: Players) {
  return countIds(db, await segmentIds(db, segment, players));
}
