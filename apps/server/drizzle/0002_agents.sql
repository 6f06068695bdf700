CREATE TYPE "public"."agent_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "agents" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"status" "agent_status" DEFAULT 'pending' NOT NULL,
	"reject_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "agents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;