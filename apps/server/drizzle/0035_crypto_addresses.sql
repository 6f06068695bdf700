CREATE TYPE "public"."chain_family" AS ENUM('btc', 'evm', 'tron');--> statement-breakpoint
CREATE TABLE "crypto_addresses" (
	"user_id" bigint NOT NULL,
	"family" "chain_family" NOT NULL,
	"derivation_index" integer NOT NULL,
	"key_id" varchar(16) NOT NULL,
	"address" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_addresses_user_id_family_key_id_pk" PRIMARY KEY("user_id","family","key_id")
);
--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_addresses_address_key" ON "crypto_addresses" USING btree ("family","address");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_addresses_index_key" ON "crypto_addresses" USING btree ("family","key_id","derivation_index");