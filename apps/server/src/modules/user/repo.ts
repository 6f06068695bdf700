// Queries on the users table.
import { and, eq, inArray, isNotNull, isNull, max, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, userTree } from '../../db/schema/user';

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** An address names its account (sign-in, find-password) only once its owner confirmed it. */
const confirmedEmail = (needle: string) =>
  and(sql`lower(${users.email}) = ${needle}`, isNotNull(users.emailVerifiedAt));

export async function findUserByAccountOrEmail(db: Executor, accountOrEmail: string) {
  const needle = accountOrEmail.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.account}) = ${needle}`, confirmedEmail(needle)))
    .limit(1);
  return row;
}

/** The account whose confirmed address this is: one an agent merely typed for a member is nobody's yet. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(confirmedEmail(email.trim().toLowerCase())).limit(1);
  return row;
}

/** Who holds an address, confirmed or not. */
export async function emailHolder(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, verified: isNotNull(users.emailVerifiedAt) })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function accountTaken(db: Executor, account: string) {
  const rows = await db
    .select({ account: users.account })
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
  return rows.length > 0;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Reads the player's row under a lock held to the end of the transaction. Binding a card and
 * renaming both take it, so neither decides on a name the other is about to change.
 */
export async function lockUser(tx: Executor, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** From now on the real name changes only through support (a no-op when already locked). */
export async function lockRealName(db: Executor, id: number) {
  await db
    .update(users)
    .set({ realNameLockedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.realNameLockedAt)));
}

/** Sets the id number only where none is set yet; false when one was. */
export async function setIdNumberOnce(db: Executor, id: number, idNumber: string) {
  const [row] = await db
    .update(users)
    .set({ idNumber })
    .where(and(eq(users.id, id), isNull(users.idNumber)))
    .returning({ id: users.id });
  return row !== undefined;
}

/** The user's own row of the closure table (depth 0). */
export async function insertTreeSelf(db: Executor, userId: number) {
  await db.insert(userTree).values({ ancestorId: userId, descendantId: userId, depth: 0 });
}

/** Makes the user a descendant of the parent and of each of the parent's ancestors. */
export async function insertTreeAncestors(db: Executor, userId: number, parentId: number) {
  await db.insert(userTree).select(
    db
      .select({
        ancestorId: userTree.ancestorId,
        descendantId: sql<number>`${userId}::bigint`.as('descendant_id'),
        depth: sql<number>`${userTree.depth} + 1`.as('depth'),
      })
      .from(userTree)
      .where(eq(userTree.descendantId, parentId)),
  );
}

/** The account name of the player whose id is in `userId` (a column): for another module's lists. */
export function accountOf(userId: SQLWrapper): SQL<string> {
  return sql`(select u.account from ${users} u where u.id = ${userId})`.mapWith(String);
}

/** The language the player whose id is in `userId` (a column) chose; null when never chosen. */
export function localeOf(userId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select u.locale from ${users} u where u.id = ${userId})`;
}

/**
 * The player whose id is in `userId` (a column) has the account `account`, in any case: a list's
 * account filter, found through the unique index on the lower-cased account.
 */
export function accountIs(userId: SQLWrapper, account: string): SQL {
  return sql`${userId} = (select u.id from ${users} u where lower(u.account) = ${account.toLowerCase()})`;
}

/** A player with this id exists. */
export async function userExists(db: Executor, id: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** The status (active, frozen, closed) of the player whose id is in `userId` (a column). */
export function statusOf(userId: SQLWrapper): SQL<(typeof users.$inferSelect)['status']> {
  return sql<(typeof users.$inferSelect)['status']>`(select u.status from ${users} u where u.id = ${userId})`;
}

/** Whether the player whose id is in `userId` (a column) must choose a new password before anything else. */
export function passwordChangeRequiredOf(userId: SQLWrapper): SQL<boolean> {
  return sql`(select u.password_change_required from ${users} u where u.id = ${userId})`.mapWith(Boolean);
}

/** Moves the account from one status to another (the desk's freeze); false when it was not in the first. */
export async function changeAccountStatus(
  db: Executor,
  userId: number,
  from: 'active' | 'frozen',
  to: 'active' | 'frozen',
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ status: to })
    .where(and(eq(users.id, userId), eq(users.status, from)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** Closes an active account at the player's request; false when it was not active. */
export async function markAccountClosed(db: Executor, userId: number, now: Date) {
  const rows = await db
    .update(users)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Replaces every personal field of the player's row by the pseudonym `erased-<id>` (privacy's
 * erasure). The row stays: the ledger's accounts and entries hang off it.
 */
export async function eraseAccount(db: Executor, userId: number, now: Date) {
  const pseudonym = `erased-${userId}`;
  await db
    .update(users)
    .set({
      account: pseudonym,
      email: `${pseudonym}@erased.invalid`,
      // Not a hash: no password verifies against it.
      passwordHash: '!erased',
      fundPasswordHash: null,
      nickname: null,
      firstName: null,
      lastName: null,
      pinyinName: null,
      phone: null,
      countryCode: null,
      idNumber: null,
      birthDate: null,
      locale: null,
      erasedAt: now,
    })
    .where(eq(users.id, userId));
}

/** What a letter segment may choose players by that the users table holds. */
export interface PlayerProfile {
  locale?: string | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  /** Not signed in for at least this many days (from registration when never). */
  inactiveDays?: number | undefined;
  /** Members of this user's team, every level below it. */
  teamOf?: number | undefined;
}

/**
 * The ids of the players who fit `profile` and meet every condition (each built on the column that
 * holds a player's id, by the module that owns it), as a subquery: a segment's count and its
 * recipients come from the same one.
 */
export function playerIdsWhere(profile: PlayerProfile, conditions: (userId: SQLWrapper) => (SQL | undefined)[]): SQL {
  const where = and(
    ...conditions(users.id),
    profile.locale ? sql`${users.locale} = ${profile.locale}` : undefined,
    profile.registeredFrom ? sql`${users.createdAt} >= ${profile.registeredFrom}::timestamptz` : undefined,
    profile.registeredTo ? sql`${users.createdAt} < ${profile.registeredTo}::timestamptz` : undefined,
    profile.inactiveDays
      ? sql`coalesce(${users.lastLoginAt}, ${users.createdAt}) < now() - make_interval(days => ${profile.inactiveDays})`
      : undefined,
    profile.teamOf === undefined
      ? undefined
      : sql`${users.id} in (select descendant_id from ${userTree} where ancestor_id = ${profile.teamOf} and depth >= 1)`,
  );
  return sql`select ${users.id} as id from ${users} where ${where ?? sql`true`}`;
}

/** The account names of these players, by id. */
export async function accountsOf(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.account]));
}

/** The id of the player with this account, in any case. */
export async function idOfAccount(db: Executor, account: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
  return row?.id;
}

// ---------------------------------------------------------------------------------------------
// Identity details as the protection rules compare them (user/identity-lookups.ts): each finds the
// players other than `except` with the same detail who meet `condition` (built on their id column by
// the protection module: self-excluded, or cooling off after it).

type Condition = (userId: SQLWrapper) => SQL;

/** The players with an address at one of the domains. */
export async function playersWithEmailAt(db: Executor, domains: string[], condition: Condition, except?: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        except === undefined ? undefined : ne(users.id, except),
        inArray(sql`lower(split_part(${users.email}, '@', 2))`, domains),
        condition(users.id),
      ),
    );
}

/** ID numbers compare without case, spaces or dashes: "ab-12 34" is "AB1234". */
const foldId = (column: SQLWrapper) => sql`upper(regexp_replace(${column}, '[\\s-]', '', 'g'))`;

/** One player with the ID number. */
export async function playerWithIdNumber(db: Executor, idNumber: string, condition: Condition, except: number) {
  const [match] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, except),
        isNotNull(users.idNumber),
        sql`${foldId(users.idNumber)} = ${foldId(sql`${idNumber}`)}`,
        condition(users.id),
      ),
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

/** The players with the name and date of birth; names compare width-folded and without case, as cards' holder names do. */
export async function playersWithNameAndBirth(
  db: Executor,
  me: { first: string; last: string; birth: NonNullable<typeof users.$inferSelect.birthDate> },
  condition: Condition,
  except: number,
) {
  const fold = (column: SQLWrapper) => sql`lower(trim(normalize(${column}, NFKC)))`;
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, except),
        eq(users.birthDate, me.birth),
        sql`${fold(users.firstName)} = ${me.first.normalize('NFKC').trim().toLowerCase()}`,
        sql`${fold(users.lastName)} = ${me.last.normalize('NFKC').trim().toLowerCase()}`,
        condition(users.id),
      ),
    );
}

export async function phoneOf(db: Executor, userId: number) {
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return me?.phone;
}

/** The players whose phone ends in `tail` (digits only, whatever the spacing, dashes or prefix). */
export async function playersWithPhoneTail(db: Executor, tail: string, condition: Condition, except: number) {
  const phoneTail = sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), ${tail.length})`;
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, except), isNotNull(users.phone), sql`${phoneTail} = ${tail}`, condition(users.id)));
}

// ---------------------------------------------------------------------------------------------
// What the protection rules keep on the player's row (user/play-standing.ts).

/**
 * The player's birth date, country, age and terms confirmations as a one-row subquery named `player`:
 * protection joins the player's exclusions to it, so play is checked in one round trip.
 */
export function playStandingRow(db: Executor, userId: number) {
  return db
    .select({
      birthDate: users.birthDate,
      countryCode: users.countryCode,
      ageConfirmedAt: users.ageConfirmedAt,
      termsAcceptedAt: users.termsAcceptedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .as('player');
}

export async function realityCheckMinutesOf(db: Executor, userId: number): Promise<number | undefined> {
  const [user] = await db.select({ minutes: users.realityCheckMinutes }).from(users).where(eq(users.id, userId));
  return user?.minutes;
}

export async function setRealityCheckMinutes(db: Executor, userId: number, minutes: number) {
  await db.update(users).set({ realityCheckMinutes: minutes }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------------------------------------
// The agent tree (user_tree, a closure table) as the agent module asks it (user/agent-tree.ts).

/** How far below the top of its tree a user sits (0 for a user without a parent). */
export async function depthFromRoot(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ depth: max(userTree.depth) })
    .from(userTree)
    .where(eq(userTree.descendantId, userId));
  return row?.depth ?? 0;
}

/** The depth below `ancestorId` of the user `userId` as a value in another query; null when not below it. */
export function depthBelowOf(ancestorId: number, userId: number): SQL<number | null> {
  return sql`(select t.depth from ${userTree} t
    where t.ancestor_id = ${ancestorId} and t.descendant_id = ${userId} and t.depth >= 1)`.mapWith(Number);
}

/** The parent of the user whose id is in `userId` (a column or value), as a value in another query. */
export function parentOf(userId: SQLWrapper | number): SQL<number | null> {
  return sql`(select u.parent_id from ${users} u where u.id = ${userId})`.mapWith(Number);
}

/** The ids of the users directly below `parentId`, as a subquery. */
export function childrenOf(parentId: number): SQL {
  return sql`(select u.id from ${users} u where u.parent_id = ${parentId})`;
}

/**
 * Every (ancestor, descendant, depth) path of the tree as a subquery, each user with itself at depth 0:
 * for a query that walks up from many users at once (the agents' daily rebate chain).
 */
export function treePaths(): SQL {
  return sql`(select t.ancestor_id, t.descendant_id, t.depth from ${userTree} t)`;
}
