CREATE TYPE "public"."withdrawal_status" AS ENUM('review', 'processing', 'success', 'failed', 'rejected');--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdraw_sn" varchar(40) NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"coin_amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"payout_amount" bigint NOT NULL,
	"status" "withdrawal_status" DEFAULT 'review' NOT NULL,
	"reason" varchar(500),
	"provider_ref" varchar(64),
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_withdraw_sn_unique" UNIQUE("withdraw_sn"),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."coin_amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."fee" < "withdrawals"."coin_amount")
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_card_id_bank_cards_id_fk" FOREIGN KEY ("bank_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key" ON "withdrawals" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");