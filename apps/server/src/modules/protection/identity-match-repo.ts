// Queries of the identity match: the players whose self-exclusion is in force or cooling off, found
// by e-mail domain, ID number, card, name with date of birth, or phone; and the matches kept.
import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankCards } from '../../db/schema/bank';
import { identityMatches } from '../../db/schema/identity-match';
import { users } from '../../db/schema/user';
import { AFTER_EXCLUSION_DAYS } from './service';

type Field = 'email' | 'id_number' | 'card' | 'name_birth' | 'phone';

/** The player whose id is `userId` (a column) is self-excluded now, or in the cooling-off after it. */
function selfExcluded(userId: SQLWrapper): SQL {
  return sql`exists (select 1 from player_exclusions x where x.user_id = ${userId} and x.kind = 'self_exclusion'
    and x.starts_at <= now() and (x.ends_at is null or x.ends_at > now() - make_interval(days => ${AFTER_EXCLUSION_DAYS})))`;
}

/** ID numbers compare without case, spaces or dashes: "ab-12 34" is "AB1234". */
const foldId = (column: SQLWrapper) => sql`upper(regexp_replace(${column}, '[\\s-]', '', 'g'))`;

export async function recordIdentityMatch(
  db: Executor,
  userId: number,
  excludedUserId: number,
  field: Field,
  outcome: string,
) {
  await db.insert(identityMatches).values({ userId, excludedUserId, field, outcome }).onConflictDoNothing();
}

/** The self-excluded players (other than `userId`) with an address at one of the domains. */
export async function excludedAtDomains(db: Executor, domains: string[], userId?: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        userId === undefined ? undefined : ne(users.id, userId),
        inArray(sql`lower(split_part(${users.email}, '@', 2))`, domains),
        selfExcluded(users.id),
      ),
    );
}

export async function excludedWithIdNumber(db: Executor, userId: number, idNumber: string) {
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
  return match;
}

export async function excludedWithCard(db: Executor, userId: number, fingerprint: string) {
  const [match] = await db
    .select({ id: bankCards.userId })
    .from(bankCards)
    .where(
      and(ne(bankCards.userId, userId), eq(bankCards.cardFingerprint, fingerprint), selfExcluded(bankCards.userId)),
    )
    .limit(1);
  return match;
}

export async function nameAndBirthOf(db: Executor, userId: number) {
  const [me] = await db
    .select({ first: users.firstName, last: users.lastName, birth: users.birthDate })
    .from(users)
    .where(eq(users.id, userId));
  return me;
}

/** Names compare width-folded and without case, as cards' holder names do. */
export async function excludedWithNameAndBirth(
  db: Executor,
  userId: number,
  me: { first: string; last: string; birth: NonNullable<typeof users.$inferSelect.birthDate> },
) {
  const fold = (column: SQLWrapper) => sql`lower(trim(normalize(${column}, NFKC)))`;
  return db
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
}

/**
 * A phone number compares on its last nine digits, whatever the spacing, dashes or prefix: "+81 90
 * 1234 5678" and "090-1234-5678" are one number. Shorter numbers are not compared.
 */
export const PHONE_DIGITS = 9;
const phoneTail = (column: SQLWrapper) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), ${PHONE_DIGITS})`;

export async function phoneOf(db: Executor, userId: number) {
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return me?.phone;
}

export async function excludedWithPhoneTail(db: Executor, userId: number, tail: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        isNotNull(users.phone),
        sql`${phoneTail(users.phone)} = ${tail}`,
        selfExcluded(users.id),
      ),
    );
}

export async function identityMatchRows(db: Executor, userId: number) {
  return db
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
}
