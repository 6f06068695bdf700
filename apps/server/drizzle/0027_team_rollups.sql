CREATE TABLE "rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_daily_stats" (
	"root_id" bigint NOT NULL,
	"day" date NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "team_daily_stats_root_id_day_pk" PRIMARY KEY("root_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_active_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "user_active_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD CONSTRAINT "team_daily_stats_root_id_users_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD CONSTRAINT "team_daily_stats_day_rollup_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."rollup_days"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_active_days" ADD CONSTRAINT "user_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_active_days" ADD CONSTRAINT "user_active_days_day_rollup_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."rollup_days"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_active_days_day_idx" ON "user_active_days" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_kind_created_idx" ON "ledger_transfers" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_paid_idx" ON "deposit_orders" USING btree ("paid_at") WHERE "deposit_orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "withdrawals_completed_idx" ON "withdrawals" USING btree ("completed_at") WHERE "withdrawals"."status" = 'success';--> statement-breakpoint
CREATE INDEX "game_rounds_created_idx" ON "game_rounds" USING btree ("created_at");