ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
-- Players who registered through the form accepted the terms in its first step (the age box is in the
-- second, so its time is when both were done). Accounts opened through Google, Line or by an agent
-- never did: they confirm on the form before their first deposit or game.
UPDATE "users" SET "terms_accepted_at" = "age_confirmed_at" WHERE "age_confirmed_at" IS NOT NULL;
