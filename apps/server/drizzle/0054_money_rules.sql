ALTER TYPE "public"."aml_status" ADD VALUE 'released';--> statement-breakpoint
ALTER TYPE "public"."aml_status" ADD VALUE 'account_closed';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "aml_flags" ADD COLUMN "resolved_by" bigint;--> statement-breakpoint
ALTER TABLE "aml_flags" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aml_flags" ADD COLUMN "resolution_note" varchar(500);--> statement-breakpoint
ALTER TABLE "aml_flags" ADD CONSTRAINT "aml_flags_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;