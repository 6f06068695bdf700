CREATE TABLE "agent_credits" (
	"agent_user_id" bigint NOT NULL,
	"member_user_id" bigint NOT NULL,
	"outstanding" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_credits_agent_user_id_member_user_id_pk" PRIMARY KEY("agent_user_id","member_user_id"),
	CONSTRAINT "agent_credits_outstanding_check" CHECK ("agent_credits"."outstanding" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "rebate_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "agent_credits" ADD CONSTRAINT "agent_credits_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_credits" ADD CONSTRAINT "agent_credits_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_status_idx" ON "agents" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_rebate_rate_check" CHECK ("agents"."rebate_rate_bp" between 0 and 10000);