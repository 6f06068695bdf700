ALTER TABLE "users" ADD COLUMN "real_name_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "card_fingerprint" varchar(80);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_user_fingerprint_key" ON "bank_cards" USING btree ("user_id","card_fingerprint") WHERE "bank_cards"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_one_pending_key" ON "kyc_submissions" USING btree ("user_id") WHERE "kyc_submissions"."status" = 'submitted';