CREATE TYPE "public"."rebate_status" AS ENUM('pending', 'paid');--> statement-breakpoint
CREATE TABLE "agent_rebate_lines" (
	"agent_user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"member_user_id" bigint NOT NULL,
	"bet_amount" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "agent_rebate_lines_agent_user_id_day_member_user_id_pk" PRIMARY KEY("agent_user_id","day","member_user_id")
);
--> statement-breakpoint
CREATE TABLE "agent_rebates" (
	"agent_user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"rate_bp" integer NOT NULL,
	"bet_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" "rebate_status" DEFAULT 'pending' NOT NULL,
	"transfer_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_rebates_agent_user_id_day_pk" PRIMARY KEY("agent_user_id","day"),
	CONSTRAINT "agent_rebates_amount_check" CHECK ("agent_rebates"."amount" > 0 and "agent_rebates"."bet_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_periods" (
	"day" date PRIMARY KEY NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_lines" ADD CONSTRAINT "agent_rebate_lines_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_lines" ADD CONSTRAINT "agent_rebate_lines_agent_user_id_day_agent_rebates_agent_user_id_day_fk" FOREIGN KEY ("agent_user_id","day") REFERENCES "public"."agent_rebates"("agent_user_id","day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_day_rebate_periods_day_fk" FOREIGN KEY ("day") REFERENCES "public"."rebate_periods"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_rebates_day_idx" ON "agent_rebates" USING btree ("day","status");