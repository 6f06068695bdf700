CREATE TYPE "public"."kyc_status" AS ENUM('submitted', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'fee' BEFORE 'bet';--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" "kyc_status" DEFAULT 'submitted' NOT NULL,
	"front_file" varchar(80) NOT NULL,
	"back_file" varchar(80) NOT NULL,
	"handheld_file" varchar(80) NOT NULL,
	"reason" varchar(500),
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_idx" ON "kyc_submissions" USING btree ("status");