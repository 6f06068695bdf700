// A self-excluded player opening another account: the ID number, bank card, or name with date of
// birth of an account is compared with those of every player whose self-exclusion is in force or
// still cooling off. An exact ID number or card (one person's) is refused; a name with a date of
// birth (which two people may share) is taken and flagged. Either way the match is kept, and
// operators see it on the KYC review and the player page.
import type { IdentityMatch } from '@hall/contracts/protection-operator';
import { and, desc, eq, isNotNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankCards, identityMatches, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { AFTER_EXCLUSION_DAYS } from './service';

type Field = 'id_number' | 'card' | 'name_birth';

/** The player whose id is `userId` (a column) is self-excluded now, or in the cooling-off after it. */
function selfExcluded(userId: SQLWrapper): SQL {
  return sql`exists (select 1 from player_exclusions x where x.user_id = ${userId} and x.kind = 'self_exclusion'
    and x.starts_at <= now() and (x.ends_at is null or x.ends_at > now() - make_interval(days => ${AFTER_EXCLUSION_DAYS})))`;
}

/** ID numbers compare without case, spaces or dashes: "ab-12 34" is "AB1234". */
const foldId = (column: SQLWrapper) => sql`upper(regexp_replace(${column}, '[\\s-]', '', 'g'))`;

async function record(db: Executor, userId: number, excludedUserId: number, field: Field, outcome: string) {
  await db.insert(identityMatches).values({ userId, excludedUserId, field, outcome }).onConflictDoNothing();
}

const refused = () => new AppError(403, 'identity_excluded', 'protection.identity_excluded');

/** Refuses an ID number that is a self-excluded player's, keeping the attempt for operators. */
export async function assertIdNumberNotExcluded(db: Executor, userId: number, idNumber: string) {
  const [match] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        isNotNull(users.idNumber),
        sql`${foldId(users.idNumber)} = ${foldId(sql`${idNumber}`)}`,
        selfExcluded(users.id),
      ),
    )
    .limit(1);
  if (!match) return;
  await record(db, userId, match.id, 'id_number', 'refused');
  throw refused();
}

/** Refuses a card (by its keyed fingerprint) that a self-excluded player bound, removed or not. */
export async function assertCardNotExcluded(db: Executor, userId: number, fingerprint: string) {
  const [match] = await db
    .select({ id: bankCards.userId })
    .from(bankCards)
    .where(
      and(ne(bankCards.userId, userId), eq(bankCards.cardFingerprint, fingerprint), selfExcluded(bankCards.userId)),
    )
    .limit(1);
  if (!match) return;
  await record(db, userId, match.id, 'card', 'refused');
  throw refused();
}

/**
 * Flags the account when its real name and date of birth are a self-excluded player's (names compare
 * width-folded and without case, as cards' holder names do). Nothing is refused.
 */
export async function flagNameAndBirth(db: Executor, userId: number) {
  const [me] = await db
    .select({ first: users.firstName, last: users.lastName, birth: users.birthDate })
    .from(users)
    .where(eq(users.id, userId));
  if (!me?.first || !me.last || !me.birth) return;
  const fold = (column: SQLWrapper) => sql`lower(trim(normalize(${column}, NFKC)))`;
  const matches = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        eq(users.birthDate, me.birth),
        sql`${fold(users.firstName)} = ${me.first.normalize('NFKC').trim().toLowerCase()}`,
        sql`${fold(users.lastName)} = ${me.last.normalize('NFKC').trim().toLowerCase()}`,
        selfExcluded(users.id),
      ),
    );
  for (const match of matches) await record(db, userId, match.id, 'name_birth', 'flagged');
}

/** What operators see: every match of this account, with the excluded player's account name. */
export async function identityMatchesOf(db: Executor, userId: number): Promise<IdentityMatch[]> {
  const rows = await db
    .select({
      excludedUserId: identityMatches.excludedUserId,
      excludedAccount: users.account,
      field: identityMatches.field,
      outcome: identityMatches.outcome,
      createdAt: identityMatches.createdAt,
    })
    .from(identityMatches)
    .innerJoin(users, eq(users.id, identityMatches.excludedUserId))
    .where(eq(identityMatches.userId, userId))
    .orderBy(desc(identityMatches.createdAt));
  return rows.map((r) => ({
    ...r,
    field: r.field as IdentityMatch['field'],
    outcome: r.outcome as IdentityMatch['outcome'],
    createdAt: r.createdAt.toISOString(),
  }));
}
