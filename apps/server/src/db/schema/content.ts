// Site content: notices, banners and promotions (drafts until published, shown inside a window),
// and station letters to one player, to a segment or to all, with each player's read and deleted state kept
// beside the letter rather than copied into a row per player when it is sent.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  pgEnum,
  bigint,
  uniqueIndex,
  integer,
  varchar,
  text,
  timestamp,
  index,
  primaryKey,
  check,
  jsonb,
} from 'drizzle-orm/pg-core';
import { LOCALIZED_SUFFIXES, type LocalizedSuffix } from '@hall/contracts/content';
import { operators } from './operator';
import { users } from './user';

const COLUMN_SUFFIX: Record<LocalizedSuffix, string> = {
  En: 'en',
  Jp: 'jp',
  Ko: 'ko',
  Zh: 'zh',
  ZhTW: 'zh_tw',
  Fil: 'fil',
  Vi: 'vi',
};

/** One column per language (`titleEn` in `title_en`, ... `titleZhTW` in `title_zh_tw`). */
function localizedColumns<B extends string, C>(base: B, column: (name: string) => C) {
  return Object.fromEntries(LOCALIZED_SUFFIXES.map((s) => [`${base}${s}`, column(`${base}_${COLUMN_SUFFIX[s]}`)])) as {
    [K in `${B}${LocalizedSuffix}`]: C;
  };
}

// Plain text is capped where the request schemas cap it; rich text is sanitised HTML, whose escaping
// may make it longer than what was typed, so it is unbounded text.
const plain = (length: number) => (name: string) => varchar(name, { length }).notNull().default('');
const rich = (name: string) => text(name).notNull().default('');

export const contentStatus = pgEnum('content_status', ['draft', 'published']);
export const promotionKind = pgEnum('promotion_kind', ['promotion', 'activity']);
export const stationTarget = pgEnum('station_target', ['all', 'player', 'segment']);

/** What notices, banners and promotions share: status, publish window, order and times. */
const publishable = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  status: contentStatus('status').notNull().default('draft'),
  /** Null until first published (then set to that moment) unless the operator chose a time. */
  publishAt: timestamp('publish_at', { withTimezone: true }),
  unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
  /** Lower shows first. */
  sort: integer('sort').notNull().default(100),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const windowCheck = (name: string, t: { publishAt: unknown; unpublishAt: unknown }) =>
  check(name, sql`${t.unpublishAt} is null or ${t.publishAt} is null or ${t.unpublishAt} > ${t.publishAt}`);

export const notices = pgTable(
  'notices',
  {
    ...publishable(),
    ...localizedColumns('title', plain(200)),
    ...localizedColumns('body', rich),
  },
  (t) => [windowCheck('notices_window_check', t), index('notices_live_idx').on(t.status, t.sort, t.publishAt)],
);

export const banners = pgTable(
  'banners',
  {
    ...publishable(),
    imageUrl: varchar('image_url', { length: 500 }).notNull(),
    linkUrl: varchar('link_url', { length: 500 }),
    ...localizedColumns('title', plain(200)),
    ...localizedColumns('alt', plain(200)),
  },
  (t) => [windowCheck('banners_window_check', t), index('banners_live_idx').on(t.status, t.sort, t.publishAt)],
);

export const promotions = pgTable(
  'promotions',
  {
    ...publishable(),
    kind: promotionKind('kind').notNull(),
    ...localizedColumns('title', plain(200)),
    ...localizedColumns('summary', plain(500)),
    ...localizedColumns('body', rich),
    ...localizedColumns('terms', rich),
    imageUrl: varchar('image_url', { length: 500 }),
    /** The offer's own period, shown to players. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    windowCheck('promotions_window_check', t),
    check('promotions_period_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    index('promotions_live_idx').on(t.status, t.kind, t.sort, t.publishAt),
  ],
);

export const stationLetters = pgTable(
  'station_letters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The one player it is for; null (with no segment) means every player, including those who
     * register later.
     */
    recipientId: bigint('recipient_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /**
     * For a letter to a segment: the filters it was sent with. Its recipients are the players who
     * matched when it was sent, listed in station_letter_recipients.
     */
    segment: jsonb('segment').$type<Record<string, unknown>>(),
    recipientCount: integer('recipient_count'),
    ...localizedColumns('title', plain(200)),
    ...localizedColumns('body', rich),
    /** When it arrives in inboxes (sending may be scheduled). */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    windowCheck('station_letters_window_check', t),
    index('station_letters_recipient_idx').on(t.recipientId, t.publishAt),
  ],
);

/**
 * A letter written and kept until an operator sends it: nothing of it reaches an inbox before then.
 * Sending writes the station letter and stamps the draft with it in one transaction that first
 * claims the draft (`sent_at` from null), so a draft is delivered once however often it is sent;
 * the unique letter id says the same in the schema.
 */
export const stationLetterDrafts = pgTable(
  'station_letter_drafts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    target: stationTarget('target').notNull(),
    /** The one player it is for when the target is `player`. */
    recipientId: bigint('recipient_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** The filters of a segment letter; its recipients are chosen when it is sent. */
    segment: jsonb('segment').$type<Record<string, unknown>>(),
    ...localizedColumns('title', plain(200)),
    ...localizedColumns('body', rich),
    /** When the letter is to arrive once sent; null means at sending. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => operators.id),
    letterId: bigint('letter_id', { mode: 'number' }).references(() => stationLetters.id, { onDelete: 'set null' }),
  },
  (t) => [
    windowCheck('station_letter_drafts_window_check', t),
    check(
      'station_letter_drafts_target_check',
      sql`(${t.target} = 'player') = (${t.recipientId} is not null) and (${t.target} = 'segment') = (${t.segment} is not null)`,
    ),
    check('station_letter_drafts_sent_check', sql`${t.letterId} is null or ${t.sentAt} is not null`),
    uniqueIndex('station_letter_drafts_letter_idx').on(t.letterId),
    index('station_letter_drafts_unsent_idx')
      .on(t.updatedAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** The players a letter to a segment went to, fixed when it was sent. */
export const stationLetterRecipients = pgTable(
  'station_letter_recipients',
  {
    letterId: bigint('letter_id', { mode: 'number' })
      .notNull()
      .references(() => stationLetters.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.letterId, t.userId] }),
    // A player's inbox asks "is this letter to me?" per segment letter: (user, letter) answers from the index.
    index('station_letter_recipients_user_idx').on(t.userId, t.letterId),
  ],
);

/**
 * A player's state of one letter, written the first time they read or delete it: a letter with no
 * row here is unread. Broadcasts therefore cost one row per player who touched them, not per player.
 */
export const stationLetterStates = pgTable(
  'station_letter_states',
  {
    letterId: bigint('letter_id', { mode: 'number' })
      .notNull()
      .references(() => stationLetters.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.letterId, t.userId] }), index('station_letter_states_user_idx').on(t.userId)],
);
