// Column groups several tables share, so each is defined once.
import { char, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A name in each of the seven languages (`nameEn`, `nameJp`, ... as the localised-field helper reads). */
export const localizedNames = (length: number) => ({
  nameEn: varchar('name_en', { length }).notNull(),
  nameJp: varchar('name_jp', { length }).notNull(),
  nameKo: varchar('name_ko', { length }).notNull(),
  nameZh: varchar('name_zh', { length }).notNull(),
  nameZhTW: varchar('name_zh_tw', { length }).notNull(),
  nameFil: varchar('name_fil', { length }).notNull(),
  nameVi: varchar('name_vi', { length }).notNull(),
});

/** What every sign-in session keeps: the token's hash (never the token), its times and address. */
export const sessionColumns = () => ({
  /** SHA-256 of the opaque token, hex. */
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: varchar('ip', { length: 64 }),
});
