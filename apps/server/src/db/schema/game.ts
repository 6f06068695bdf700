// The game hall: the catalogue, the machines on the floor (each with a hidden setting), the players'
// favourites, their provably fair seed pairs, and every round played.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  pgEnum,
  bigint,
  integer,
  smallint,
  boolean,
  varchar,
  date,
  timestamp,
  jsonb,
  index,
  uniqueIndex,
  primaryKey,
  check,
} from 'drizzle-orm/pg-core';
import { localizedNames } from './columns';
import { operators } from './operator';
import { users } from './user';

export const gameKind = pgEnum('game_kind', ['video_slot', 'pachislot']);

export const games = pgTable('games', {
  id: varchar('id', { length: 32 }).primaryKey(),
  kind: gameKind('kind').notNull(),
  ...localizedNames(64),
  popular: boolean('popular').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  releasedOn: date('released_on').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const machines = pgTable(
  'machines',
  {
    id: varchar('id', { length: 16 }).primaryKey(),
    gameId: varchar('game_id', { length: 32 })
      .notNull()
      .references(() => games.id),
    /** 1-6, never shown to players. */
    setting: smallint('setting').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(100),
  },
  (t) => [check('machines_setting_check', sql`${t.setting} between 1 and 6`)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameId: varchar('game_id', { length: 32 })
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * The hall's setting epoch: one row, raised by one with every change of a machine's setting, in the
 * change's transaction. A seed pair keeps the epoch it was made in, and plays every machine at its
 * setting as of that epoch (seeds.ts), so a change never reaches a pair whose server seed is secret.
 * A row, not a sequence: its value is seen only once the change that raised it has committed.
 */
export const machineSettingEpoch = pgTable(
  'machine_setting_epoch',
  {
    id: smallint('id').primaryKey().default(1),
    epoch: integer('epoch').notNull().default(0),
  },
  (t) => [check('machine_setting_epoch_one_row', sql`${t.id} = 1`)],
);

/** Every change of a machine's setting, by the epoch it began; rows are only added. */
export const machineSettingChanges = pgTable(
  'machine_setting_changes',
  {
    epoch: integer('epoch').primaryKey(),
    machineId: varchar('machine_id', { length: 16 })
      .notNull()
      .references(() => machines.id),
    fromSetting: smallint('from_setting').notNull(),
    toSetting: smallint('to_setting').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('machine_setting_changes_machine_idx').on(t.machineId, t.epoch)],
);

/** A player's live seed pair; its server seed stays secret until rotated. */
export const playerSeeds = pgTable(
  'player_seeds',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonce: integer('nonce').notNull().default(0),
    /** The setting epoch when the pair was made: its machines play their settings as of then. */
    settingEpoch: integer('setting_epoch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console counts the pairs made before a machine's last change (still on an older setting).
  (t) => [index('player_seeds_setting_epoch_idx').on(t.settingEpoch)],
);

/** Retired seed pairs, revealed so every round they drew can be checked. */
export const revealedSeeds = pgTable(
  'revealed_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonces: integer('nonces').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revealed_seeds_hash_idx').on(t.serverSeedHash), index('revealed_seeds_user_idx').on(t.userId)],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundSn: varchar('round_sn', { length: 40 }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    machineId: varchar('machine_id', { length: 16 })
      .notNull()
      .references(() => machines.id),
    gameId: varchar('game_id', { length: 32 })
      .notNull()
      .references(() => games.id),
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** The part of the bet paid from a locked bonus (cash is used first); rebates count the rest. */
    bonusBet: bigint('bonus_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What was drawn (reel stops, flags), enough to show and to verify the round. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /** `big` or `reg` when the round gave a pachislot bonus. */
    bonus: varchar('bonus', { length: 8 }),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('game_rounds_amounts_check', sql`${t.bet} > 0 and ${t.win} >= 0`),
    uniqueIndex('game_rounds_request_key').on(t.userId, t.requestKey),
    index('game_rounds_user_idx').on(t.userId, t.createdAt),
    index('game_rounds_machine_idx').on(t.machineId, t.createdAt),
    // A day's rounds of everyone: rebate settlement, the daily rollup and today's team figures.
    index('game_rounds_created_idx').on(t.createdAt),
  ],
);

/**
 * Rounds voided by an operator because the game malfunctioned (the terms: the round is void and the
 * stake returned; its win is taken back, as far as the wallet holds it). One row per round: the row
 * is claimed first, so voiding twice moves nothing more.
 */
export const roundVoids = pgTable(
  'round_voids',
  {
    roundId: bigint('round_id', { mode: 'number' })
      .primaryKey()
      .references(() => gameRounds.id),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** The stake given back (cash to the wallet, a bonus part to the locked bonus while one is wagered). */
    refunded: bigint('refunded', { mode: 'bigint' }).notNull(),
    /** The win taken back. */
    recovered: bigint('recovered', { mode: 'bigint' }).notNull(),
    /** The part of the win already spent, which the site bears: a wallet never goes below zero. */
    unrecovered: bigint('unrecovered', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('round_voids_amounts_check', sql`${t.refunded} >= 0 and ${t.recovered} >= 0 and ${t.unrecovered} >= 0`),
  ],
);
