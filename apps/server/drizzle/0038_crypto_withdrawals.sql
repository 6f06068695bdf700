CREATE TABLE "crypto_withdrawals" (
	"withdrawal_id" bigint PRIMARY KEY NOT NULL,
	"coin" varchar(8) NOT NULL,
	"network" varchar(16) NOT NULL,
	"address" varchar(128) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"jpy_rate" bigint NOT NULL,
	"txid" varchar(100),
	"confirmations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "channel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "bank_card_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "provider_ref" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "sandbox_chain_transfers" ADD COLUMN "withdrawal_sn" varchar(40);--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_chain_transfers" ADD CONSTRAINT "sandbox_chain_transfers_withdrawal_sn_unique" UNIQUE("withdrawal_sn");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_destination_check" CHECK (("withdrawals"."channel_id" is null) = ("withdrawals"."bank_card_id" is null));