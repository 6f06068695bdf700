CREATE TYPE "public"."migration_status" AS ENUM('pending', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "account_migrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_migrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"migration_sn" varchar(40) NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_account" varchar(32) NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"coin_amount" bigint NOT NULL,
	"status" "migration_status" DEFAULT 'pending' NOT NULL,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "account_migrations_migration_sn_unique" UNIQUE("migration_sn"),
	CONSTRAINT "account_migrations_amount_check" CHECK ("account_migrations"."amount" > 0 and "account_migrations"."coin_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_debits" (
	"account" varchar(32) PRIMARY KEY NOT NULL,
	"migration_sn" varchar(40) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(8) NOT NULL,
	"state" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_debits_migration_sn_unique" UNIQUE("migration_sn")
);
--> statement-breakpoint
ALTER TABLE "account_migrations" ADD CONSTRAINT "account_migrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_migrations_account_key" ON "account_migrations" USING btree ("provider","provider_account");--> statement-breakpoint
CREATE UNIQUE INDEX "account_migrations_request_key" ON "account_migrations" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "account_migrations_user_idx" ON "account_migrations" USING btree ("user_id","created_at");