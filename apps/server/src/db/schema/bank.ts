// Banks players can choose from, and the bank cards they bind. The card number is stored only
// encrypted; its last four digits are kept apart for display and search.
import { sql } from 'drizzle-orm';
import { pgTable, bigint, varchar, text, integer, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { localizedNames } from './columns';
import { users } from './user';

export const banks = pgTable('banks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  ...localizedNames(100),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    bankId: bigint('bank_id', { mode: 'number' })
      .notNull()
      .references(() => banks.id),
    cardNumberSealed: text('card_number_sealed').notNull(),
    /**
     * A keyed hash of the number (`<kid>.<hmac>`), so one player cannot bind one card twice even
     * though the sealed number differs every time. Null on cards bound before it existed, until the
     * player's next bind fills it in.
     */
    cardFingerprint: varchar('card_fingerprint', { length: 80 }),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    branchCode: varchar('branch_code', { length: 16 }),
    branchName: varchar('branch_name', { length: 100 }),
    holderFirstName: varchar('holder_first_name', { length: 64 }).notNull(),
    holderLastName: varchar('holder_last_name', { length: 64 }).notNull(),
    holderPinyinName: varchar('holder_pinyin_name', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_cards_user_idx')
      .on(t.userId)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex('bank_cards_user_fingerprint_key')
      .on(t.userId, t.cardFingerprint)
      .where(sql`${t.removedAt} is null`),
  ],
);
