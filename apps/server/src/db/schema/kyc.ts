// Identity verification: three photos per submission (front and back of the ID, and the player
// holding it), reviewed by an operator. Files live outside any public path; rows name them.
import { sql } from 'drizzle-orm';
import { pgTable, pgEnum, bigint, varchar, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { KYC_REJECT_REASONS } from '@hall/contracts/kyc';
import { users } from './user';
import { operators } from './operator';

export const kycStatus = pgEnum('kyc_status', ['submitted', 'approved', 'rejected']);
/** Why a submission was rejected: the player reads it in their own language. */
export const kycRejectReason = pgEnum('kyc_reject_reason', KYC_REJECT_REASONS);

export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: kycStatus('status').notNull().default('submitted'),
    frontFile: varchar('front_file', { length: 80 }).notNull(),
    backFile: varchar('back_file', { length: 80 }).notNull(),
    handheldFile: varchar('handheld_file', { length: 80 }).notNull(),
    /** Set on rejection, and only then. */
    reasonCode: kycRejectReason('reason_code'),
    /** The operator's note to the player, shown as written (optional, except with `other`). */
    reason: varchar('reason', { length: 500 }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_submissions_user_idx').on(t.userId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status),
    // One submission waiting for review per player, whatever races past the service's check.
    uniqueIndex('kyc_submissions_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'submitted'`),
    check('kyc_submissions_reason_code_check', sql`(${t.status} = 'rejected') = (${t.reasonCode} is not null)`),
  ],
);
