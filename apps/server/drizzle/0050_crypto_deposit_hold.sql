ALTER TYPE "public"."crypto_deposit_status" ADD VALUE 'held';--> statement-breakpoint
ALTER TYPE "public"."crypto_deposit_status" ADD VALUE 'rejected';--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD COLUMN "hold_reason" varchar(32);--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD COLUMN "proposed_coins" bigint;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD COLUMN "proposed_by" bigint;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD COLUMN "note" varchar(500);--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD COLUMN "resolved_by" bigint;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_proposed_by_operators_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;