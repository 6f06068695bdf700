ALTER TYPE "public"."transfer_kind" ADD VALUE 'round_void';--> statement-breakpoint
ALTER TYPE "public"."support_topic" ADD VALUE 'complaint';--> statement-breakpoint
CREATE TABLE "round_voids" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"reason" varchar(500) NOT NULL,
	"refunded" bigint NOT NULL,
	"recovered" bigint NOT NULL,
	"unrecovered" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_voids_amounts_check" CHECK ("round_voids"."refunded" >= 0 and "round_voids"."recovered" >= 0 and "round_voids"."unrecovered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "round_voids" ADD CONSTRAINT "round_voids_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_voids" ADD CONSTRAINT "round_voids_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;