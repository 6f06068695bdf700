CREATE TYPE "public"."limit_kind" AS ENUM('deposit', 'loss');--> statement-breakpoint
CREATE TYPE "public"."bonus_claim" AS ENUM('auto', 'button');--> statement-breakpoint
CREATE TYPE "public"."bonus_grant_status" AS ENUM('active', 'completed', 'forfeited', 'expired', 'lost');--> statement-breakpoint
CREATE TYPE "public"."bonus_kind" AS ENUM('first_deposit', 'reload', 'fixed', 'rebate');--> statement-breakpoint
CREATE TYPE "public"."bonus_once_per" AS ENUM('player', 'day', 'week', 'month');--> statement-breakpoint
CREATE TYPE "public"."rebate_basis" AS ENUM('net_loss', 'bets');--> statement-breakpoint
CREATE TYPE "public"."support_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TYPE "public"."support_topic" AS ENUM('account', 'deposit', 'withdrawal', 'game', 'bonus', 'verification', 'protection', 'other');--> statement-breakpoint
CREATE TYPE "public"."aml_rule" AS ENUM('single_deposit', 'daily_deposit', 'daily_withdraw', 'low_turnover');--> statement-breakpoint
CREATE TYPE "public"."aml_status" AS ENUM('open', 'cleared', 'reported');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'user_bonus';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'bonus_release';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'bonus_forfeit';--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"offer_id" bigint NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"source_ref" varchar(80) NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" "bonus_grant_status" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"settled_amount" bigint,
	CONSTRAINT "bonus_grants_amount_check" CHECK ("bonus_grants"."amount" > 0 and "bonus_grants"."wagered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"kind" "bonus_kind" NOT NULL,
	"claim" "bonus_claim" NOT NULL,
	"promotion_id" bigint,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"cap" bigint DEFAULT 0 NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"fixed_amount" bigint DEFAULT 0 NOT NULL,
	"rebate_basis" "rebate_basis",
	"game_ids" varchar(32)[],
	"min_payout" bigint DEFAULT 0 NOT NULL,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"pachislot_contribution_pct" integer DEFAULT 100 NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"once_per" "bonus_once_per" DEFAULT 'player' NOT NULL,
	"new_player_days" integer,
	"kyc_required" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_code_unique" UNIQUE("code"),
	CONSTRAINT "bonus_offers_percent_check" CHECK ("bonus_offers"."percent_bp" between 0 and 100000),
	CONSTRAINT "bonus_offers_amounts_check" CHECK ("bonus_offers"."cap" >= 0 and "bonus_offers"."min_deposit" >= 0 and "bonus_offers"."fixed_amount" >= 0 and "bonus_offers"."min_payout" >= 0),
	CONSTRAINT "bonus_offers_wagering_check" CHECK ("bonus_offers"."wagering_multiple" between 0 and 100),
	CONSTRAINT "bonus_offers_contribution_check" CHECK ("bonus_offers"."pachislot_contribution_pct" between 0 and 100),
	CONSTRAINT "bonus_offers_valid_days_check" CHECK ("bonus_offers"."valid_days" between 1 and 365),
	CONSTRAINT "bonus_offers_period_check" CHECK ("bonus_offers"."ends_at" is null or "bonus_offers"."ends_at" > "bonus_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" bigint NOT NULL,
	"operator_id" bigint,
	"body" text NOT NULL,
	"attachment_file" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_body_check" CHECK (length("support_messages"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_sn" varchar(32) NOT NULL,
	"user_id" bigint NOT NULL,
	"topic" "support_topic" NOT NULL,
	"subject" varchar(120) NOT NULL,
	"status" "support_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_ticket_sn_unique" UNIQUE("ticket_sn")
);
--> statement-breakpoint
CREATE TABLE "aml_flags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aml_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"rule" "aml_rule" NOT NULL,
	"flag_key" varchar(80) NOT NULL,
	"amount" bigint NOT NULL,
	"threshold" bigint NOT NULL,
	"detail" jsonb,
	"status" "aml_status" DEFAULT 'open' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD COLUMN "kind" "limit_kind" DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_limits" DROP CONSTRAINT "deposit_limits_user_id_period_pk";--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "bonus_note" varchar(64);--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_flags" ADD CONSTRAINT "aml_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_flags" ADD CONSTRAINT "aml_flags_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_once_key" ON "bonus_grants" USING btree ("user_id","offer_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_one_active_key" ON "bonus_grants" USING btree ("user_id") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aml_flags_once_key" ON "aml_flags" USING btree ("user_id","rule","flag_key");--> statement-breakpoint
CREATE INDEX "aml_flags_status_idx" ON "aml_flags" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "aml_flags_user_idx" ON "aml_flags" USING btree ("user_id");