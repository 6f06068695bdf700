// The people who run the site, kept apart from players: their own table, roles, sessions, and an
// append-only audit log of everything they do.
import { sql } from 'drizzle-orm';
import { pgTable, pgEnum, bigint, boolean, varchar, timestamp, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessionColumns } from './columns';

export const operatorRole = pgEnum('operator_role', ['admin', 'finance', 'support', 'content']);
export const operatorStatus = pgEnum('operator_status', ['active', 'disabled']);

export const operators = pgTable(
  'operators',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    role: operatorRole('role').notNull(),
    status: operatorStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The TOTP secret, sealed with the data-at-rest key; set at enrolment, live once enabled. */
    totpSecret: varchar('totp_secret', { length: 255 }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for: a code is good once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Made by an admin with a password the admin typed: the operator must choose its own first. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  },
  (t) => [uniqueIndex('operators_username_lower_key').on(sql`lower(${t.username})`)],
);

/**
 * One-time codes that stand in for the authenticator when it is lost; only keyed hashes are kept
 * (`<kid>.<hmac>` with the data-at-rest key, see operator/two-factor).
 */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_recovery_codes_key').on(t.operatorId, t.codeHash)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ...sessionColumns(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for actions taken by a command on the server itself. */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_operator_idx').on(t.operatorId)],
);
