// The bonus engine: offers an operator configures (each may stand behind a published promotion) and
// the grants paid from them. A grant's coins sit in the player's locked bonus account until its
// wagering requirement is met (then they move to the wallet), it expires, or the player forfeits it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './user';
import { promotions } from './content';

export const bonusKind = pgEnum('bonus_kind', ['first_deposit', 'reload', 'fixed', 'rebate']);
/** How a grant is claimed: on the qualifying deposit (or the rebate's settlement), or by a button. */
export const bonusClaim = pgEnum('bonus_claim', ['auto', 'button']);
/** How often one player may have an offer: once ever, or once per day/week/month (site time zone). */
export const bonusOncePer = pgEnum('bonus_once_per', ['player', 'day', 'week', 'month']);
/** What a rebate is a percentage of over its period. */
export const rebateBasis = pgEnum('rebate_basis', ['net_loss', 'bets']);
export const bonusGrantStatus = pgEnum('bonus_grant_status', ['active', 'completed', 'forfeited', 'expired', 'lost']);

export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** A stable name operators and seeds use (`first-deposit`). */
    code: varchar('code', { length: 40 }).notNull().unique(),
    kind: bonusKind('kind').notNull(),
    claim: bonusClaim('claim').notNull(),
    /** The promotion page that advertises it, if any. */
    promotionId: bigint('promotion_id', { mode: 'number' }).references(() => promotions.id),
    /** Match or rebate percentage in basis points (10000 = 100 %). */
    percentBp: integer('percent_bp').notNull().default(0),
    /** The most one grant pays, in coins (0: no cap). */
    cap: bigint('cap', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The smallest qualifying deposit, in coins. */
    minDeposit: bigint('min_deposit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A fixed credit's amount, in coins. */
    fixedAmount: bigint('fixed_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rebateBasis: rebateBasis('rebate_basis'),
    /** The games whose bets count towards a rebate (null: every game). */
    gameIds: varchar('game_ids', { length: 32 }).array(),
    /** A rebate below this many coins is not paid. */
    minPayout: bigint('min_payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Wagering requirement as a multiple of the bonus (0: paid straight to the wallet). */
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    /** How much of a pachislot bet counts towards wagering, in percent (slots always count 100). */
    pachislotContributionPct: integer('pachislot_contribution_pct').notNull().default(100),
    /** Days a grant has to meet its requirement before the rest is forfeited. */
    validDays: integer('valid_days').notNull().default(30),
    oncePer: bonusOncePer('once_per').notNull().default('player'),
    /** Only players registered within this many days (null: anyone). */
    newPlayerDays: integer('new_player_days'),
    kycRequired: boolean('kyc_required').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bonus_offers_percent_check', sql`${t.percentBp} between 0 and 100000`),
    check(
      'bonus_offers_amounts_check',
      sql`${t.cap} >= 0 and ${t.minDeposit} >= 0 and ${t.fixedAmount} >= 0 and ${t.minPayout} >= 0`,
    ),
    check('bonus_offers_wagering_check', sql`${t.wageringMultiple} between 0 and 100`),
    check('bonus_offers_contribution_check', sql`${t.pachislotContributionPct} between 0 and 100`),
    check('bonus_offers_valid_days_check', sql`${t.validDays} between 1 and 365`),
    check('bonus_offers_period_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => bonusOffers.id),
    /** `once` for once-per-player offers, else the period (`2026-11-23`, `2026-W48`, `2026-11`). */
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    /** What earned it: a deposit order, a crypto deposit, a rebate period, a claim. */
    sourceRef: varchar('source_ref', { length: 80 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * The offer's pachislot share as it was when the grant was credited: the grant keeps its terms
     * (like its requirement and deadline) whatever the offer becomes.
     */
    pachislotContributionPct: integer('pachislot_contribution_pct').notNull(),
    status: bonusGrantStatus('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Coins moved to the wallet on completion, or back to the pool on forfeit or expiry. */
    settledAmount: bigint('settled_amount', { mode: 'bigint' }),
  },
  (t) => [
    // One grant per player, offer and period, however many claims race.
    uniqueIndex('bonus_grants_once_key').on(t.userId, t.offerId, t.periodKey),
    // One bonus wagered at a time: the locked account holds one grant's coins.
    uniqueIndex('bonus_grants_one_active_key')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('bonus_grants_user_idx').on(t.userId, t.createdAt),
    index('bonus_grants_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('bonus_grants_amount_check', sql`${t.amount} > 0 and ${t.wagered} >= 0`),
    check('bonus_grants_contribution_check', sql`${t.pachislotContributionPct} between 0 and 100`),
  ],
);
