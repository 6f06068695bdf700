ALTER TYPE "public"."support_topic" ADD VALUE 'data_request';--> statement-breakpoint
CREATE TABLE "data_use_objections" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"profiling" boolean DEFAULT false NOT NULL,
	"operator_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "ack_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "ack_escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_use_objections" ADD CONSTRAINT "data_use_objections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_use_objections" ADD CONSTRAINT "data_use_objections_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Tickets answered before this migration were acknowledged by their first answer.
UPDATE "support_tickets" SET "acknowledged_at" = (SELECT min(m."created_at") FROM "support_messages" m WHERE m."ticket_id" = "support_tickets"."id" AND m."operator_id" IS NOT NULL);
