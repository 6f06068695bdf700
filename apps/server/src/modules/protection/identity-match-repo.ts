// Queries of the identity match: whether a player's self-exclusion is in force or cooling off (the
// condition the user module's identity lookups are asked with), the card lookup, and the matches kept.
import { desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { identityMatches } from '../../db/schema/identity-match';
import { accountOf } from '../user/account-columns';
import { AFTER_EXCLUSION_DAYS } from './service';

type Field = 'email' | 'id_number' | 'card' | 'name_birth' | 'phone';

/** The player whose id is `userId` (a column) is self-excluded now, or in the cooling-off after it. */
export function selfExcluded(userId: SQLWrapper): SQL {
  return sql`exists (select 1 from player_exclusions x where x.user_id = ${userId} and x.kind = 'self_exclusion'
    and x.starts_at <= now() and (x.ends_at is null or x.ends_at > now() - make_interval(days => ${AFTER_EXCLUSION_DAYS})))`;
}

export async function recordIdentityMatch(
  db: Executor,
  userId: number,
  excludedUserId: number,
  field: Field,
  outcome: string,
) {
  await db.insert(identityMatches).values({ userId, excludedUserId, field, outcome }).onConflictDoNothing();
}

/**
 * A phone number compares on its last nine digits, whatever the spacing, dashes or prefix: "+81 90
 * 1234 5678" and "090-1234-5678" are one number. Shorter numbers are not compared.
 */
export const PHONE_DIGITS = 9;

export async function identityMatchRows(db: Executor, userId: number) {
  return db
    .select({
      excludedUserId: identityMatches.excludedUserId,
      excludedAccount: accountOf(identityMatches.excludedUserId),
      field: identityMatches.field,
      outcome: identityMatches.outcome,
      createdAt: identityMatches.createdAt,
    })
    .from(identityMatches)
    .where(eq(identityMatches.userId, userId))
    .orderBy(desc(identityMatches.createdAt));
}
