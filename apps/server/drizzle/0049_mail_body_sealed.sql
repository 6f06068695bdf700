ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "body_sealed" text;--> statement-breakpoint
-- Mail already sent or given up needs no body: drop the clear-text codes it still holds.
UPDATE "mail_outbox" SET "text" = NULL, "html" = NULL WHERE "status" IN ('sent', 'failed');
