// Countries and regions, seeded by a migration (ISO 3166-1 alpha-2 code, dialing code, seven names).
import { pgTable, varchar, integer } from 'drizzle-orm/pg-core';
import { localizedNames } from './columns';

export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  dialCode: varchar('dial_code', { length: 8 }).notNull(),
  ...localizedNames(100),
  sortOrder: integer('sort_order').notNull().default(1000),
});
