CREATE TABLE "user_daily_stats" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"recharge_count" integer DEFAULT 0 NOT NULL,
	"recharge_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_amount" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"rebate_amount" bigint DEFAULT 0 NOT NULL,
	"gift_amount" bigint DEFAULT 0 NOT NULL,
	"transfer_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_daily_stats_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "user_daily_stats" ADD CONSTRAINT "user_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_daily_stats" ADD CONSTRAINT "user_daily_stats_day_rollup_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."rollup_days"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A team is now the people below its owner, bonuses count when released and transfers net of
-- take-backs: the days rolled up so far hold the old figures and no rows of their own. They are
-- dropped and read from the rounds and orders, as today is, until rolled up again.
DELETE FROM "team_daily_stats";--> statement-breakpoint
DELETE FROM "user_active_days";--> statement-breakpoint
DELETE FROM "rollup_days";
