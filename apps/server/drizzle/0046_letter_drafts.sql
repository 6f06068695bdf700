-- Drafts of station letters: kept and changed in the back office, delivered to no one until sent;
-- sending stamps the draft with the letter it became, once (the unique letter_id).
CREATE TYPE "public"."station_target" AS ENUM('all', 'player', 'segment');--> statement-breakpoint
CREATE TABLE "station_letter_drafts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_letter_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target" "station_target" NOT NULL,
	"recipient_id" bigint,
	"segment" jsonb,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"title_jp" varchar(200) DEFAULT '' NOT NULL,
	"title_ko" varchar(200) DEFAULT '' NOT NULL,
	"title_zh" varchar(200) DEFAULT '' NOT NULL,
	"title_zh_tw" varchar(200) DEFAULT '' NOT NULL,
	"title_fil" varchar(200) DEFAULT '' NOT NULL,
	"title_vi" varchar(200) DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_jp" text DEFAULT '' NOT NULL,
	"body_ko" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_zh_tw" text DEFAULT '' NOT NULL,
	"body_fil" text DEFAULT '' NOT NULL,
	"body_vi" text DEFAULT '' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" bigint,
	"letter_id" bigint,
	CONSTRAINT "station_letter_drafts_window_check" CHECK ("station_letter_drafts"."unpublish_at" is null or "station_letter_drafts"."publish_at" is null or "station_letter_drafts"."unpublish_at" > "station_letter_drafts"."publish_at"),
	CONSTRAINT "station_letter_drafts_target_check" CHECK (("station_letter_drafts"."target" = 'player') = ("station_letter_drafts"."recipient_id" is not null) and ("station_letter_drafts"."target" = 'segment') = ("station_letter_drafts"."segment" is not null)),
	CONSTRAINT "station_letter_drafts_sent_check" CHECK ("station_letter_drafts"."letter_id" is null or "station_letter_drafts"."sent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "station_letter_drafts" ADD CONSTRAINT "station_letter_drafts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letter_drafts" ADD CONSTRAINT "station_letter_drafts_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letter_drafts" ADD CONSTRAINT "station_letter_drafts_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letter_drafts" ADD CONSTRAINT "station_letter_drafts_sent_by_operators_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letter_drafts" ADD CONSTRAINT "station_letter_drafts_letter_id_station_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."station_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "station_letter_drafts_letter_idx" ON "station_letter_drafts" USING btree ("letter_id");--> statement-breakpoint
CREATE INDEX "station_letter_drafts_unsent_idx" ON "station_letter_drafts" USING btree ("updated_at") WHERE "station_letter_drafts"."sent_at" is null;