CREATE TABLE "ledger_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ok" boolean NOT NULL,
	"problems" jsonb NOT NULL,
	"problem_count" integer NOT NULL,
	"accounts" bigint NOT NULL,
	"transfers" bigint NOT NULL,
	"entries" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "pachislot_contribution_pct" integer;--> statement-breakpoint
-- Grants credited before this migration keep the share their offer has now: the only record of it.
UPDATE "bonus_grants" SET "pachislot_contribution_pct" = o."pachislot_contribution_pct" FROM "bonus_offers" o WHERE o."id" = "bonus_grants"."offer_id";--> statement-breakpoint
ALTER TABLE "bonus_grants" ALTER COLUMN "pachislot_contribution_pct" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_checks_finished_idx" ON "ledger_checks" USING btree ("finished_at");--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_contribution_check" CHECK ("bonus_grants"."pachislot_contribution_pct" between 0 and 100);
