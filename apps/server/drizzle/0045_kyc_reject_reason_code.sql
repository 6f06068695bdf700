-- A KYC rejection names its reason from a fixed list (the player reads it in their own language);
-- the free-text reason becomes the operator's optional note. Rejections made before the list keep
-- their text as the note under `other`.
CREATE TYPE "public"."kyc_reject_reason" AS ENUM('blurry', 'mismatch', 'expired', 'incomplete', 'not_document', 'other');--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "reason_code" "kyc_reject_reason";--> statement-breakpoint
UPDATE "kyc_submissions" SET "reason_code" = 'other' WHERE "status" = 'rejected';--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reason_code_check" CHECK (("kyc_submissions"."status" = 'rejected') = ("kyc_submissions"."reason_code" is not null));
