// Players and their sessions. A player's parent is the agent whose code they registered with;
// the agent tree hangs off that link.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  pgEnum,
  bigint,
  varchar,
  timestamp,
  uniqueIndex,
  index,
  integer,
  boolean,
  date,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { countries } from './country';

/** `closed`: the player closed the account itself; it never signs in again (see modules/privacy). */
export const userStatus = pgEnum('user_status', ['active', 'frozen', 'closed']);

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: varchar('account', { length: 32 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    fundPasswordHash: varchar('fund_password_hash', { length: 255 }),
    nickname: varchar('nickname', { length: 32 }),
    firstName: varchar('first_name', { length: 64 }),
    lastName: varchar('last_name', { length: 64 }),
    pinyinName: varchar('pinyin_name', { length: 128 }),
    phone: varchar('phone', { length: 32 }),
    countryCode: varchar('country_code', { length: 2 }).references(() => countries.code),
    idNumber: varchar('id_number', { length: 64 }),
    locale: varchar('locale', { length: 8 }),
    status: userStatus('status').notNull().default('active'),
    /**
     * When the owner of the address proved it with a code. Registration proves it before the account
     * exists (hence the default); an address an agent typed for a member stays null until the member
     * confirms it, and a registration by the address's owner takes it back from such an account.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when the first card is bound or the identity is approved: the real name then changes only through support. */
    realNameLockedAt: timestamp('real_name_locked_at', { withTimezone: true }),
    /** Set for an account an agent created: its first sign-in must choose a new password. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** The player's reality check: play pauses after this many minutes until acknowledged. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    /** Given at identity verification or on the profile; under the country's minimum age no deposit or play. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** When the player confirmed being of the minimum age: at registration, or on the confirmation form. */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** When the player closed the account; the retention period before erasure runs from here. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When an operator erased the closed account's personal data (the row stays, under a pseudonym). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * When the player accepted the terms: at registration, or on the confirmation form that accounts
     * opened through Google, Line or by an agent fill in. No deposit or play until this and the age.
     */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  },
  (t) => [
    // Accounts and e-mails are unique regardless of case.
    uniqueIndex('users_account_lower_key').on(sql`lower(${t.account})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_parent_idx').on(t.parentId),
    // An agent's member search is a prefix of the account in any case: a plain index on lower()
    // cannot serve LIKE 'x%' outside the C collation, this one can.
    index('users_account_prefix_idx').on(sql`lower(${t.account}) text_pattern_ops`),
    // The registrations of a live day in the team figures: a day's new users, not the whole table.
    index('users_created_idx').on(t.createdAt),
  ],
);

/**
 * The agent tree as a closure table: one row for every (ancestor, descendant) pair including each
 * user with itself at depth 0, so "is X in my subtree" is one indexed lookup.
 */
export const userTree = pgTable(
  'user_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('user_tree_descendant_idx').on(t.descendantId),
    // The key with the depth in it: counting a team's members (depth >= 1) and checking a day's
    // active people against a team read the index alone once the table is vacuumed.
    index('user_tree_ancestor_depth_idx').on(t.ancestorId, t.descendantId, t.depth),
  ],
);
