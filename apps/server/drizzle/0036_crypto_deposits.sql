CREATE TYPE "public"."crypto_deposit_status" AS ENUM('pending', 'credited', 'below_minimum', 'dropped');--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crypto_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network" varchar(16) NOT NULL,
	"coin" varchar(8) NOT NULL,
	"txid" varchar(100) NOT NULL,
	"output_index" integer NOT NULL,
	"address" varchar(128) NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"status" "crypto_deposit_status" DEFAULT 'pending' NOT NULL,
	"jpy_rate" bigint,
	"coin_amount" bigint,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposits_transfer_key" ON "crypto_deposits" USING btree ("network","txid","output_index");--> statement-breakpoint
CREATE INDEX "crypto_deposits_user_idx" ON "crypto_deposits" USING btree ("user_id","created_at");