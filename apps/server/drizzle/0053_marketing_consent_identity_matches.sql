CREATE TABLE "marketing_consents" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"consented" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_matches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"excluded_user_id" bigint NOT NULL,
	"field" varchar(16) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_matches" ADD CONSTRAINT "identity_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_matches" ADD CONSTRAINT "identity_matches_excluded_user_id_users_id_fk" FOREIGN KEY ("excluded_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_matches_key" ON "identity_matches" USING btree ("user_id","excluded_user_id","field");--> statement-breakpoint
CREATE INDEX "identity_matches_excluded_idx" ON "identity_matches" USING btree ("excluded_user_id");