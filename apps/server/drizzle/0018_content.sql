CREATE TYPE "public"."content_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."promotion_kind" AS ENUM('promotion', 'activity');--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_url" varchar(500) NOT NULL,
	"link_url" varchar(500),
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"title_jp" varchar(200) DEFAULT '' NOT NULL,
	"title_ko" varchar(200) DEFAULT '' NOT NULL,
	"title_zh" varchar(200) DEFAULT '' NOT NULL,
	"title_zh_tw" varchar(200) DEFAULT '' NOT NULL,
	"title_fil" varchar(200) DEFAULT '' NOT NULL,
	"title_vi" varchar(200) DEFAULT '' NOT NULL,
	"alt_en" varchar(200) DEFAULT '' NOT NULL,
	"alt_jp" varchar(200) DEFAULT '' NOT NULL,
	"alt_ko" varchar(200) DEFAULT '' NOT NULL,
	"alt_zh" varchar(200) DEFAULT '' NOT NULL,
	"alt_zh_tw" varchar(200) DEFAULT '' NOT NULL,
	"alt_fil" varchar(200) DEFAULT '' NOT NULL,
	"alt_vi" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "banners_window_check" CHECK ("banners"."unpublish_at" is null or "banners"."publish_at" is null or "banners"."unpublish_at" > "banners"."publish_at")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
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
	CONSTRAINT "notices_window_check" CHECK ("notices"."unpublish_at" is null or "notices"."publish_at" is null or "notices"."unpublish_at" > "notices"."publish_at")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"sort" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" "promotion_kind" NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"title_jp" varchar(200) DEFAULT '' NOT NULL,
	"title_ko" varchar(200) DEFAULT '' NOT NULL,
	"title_zh" varchar(200) DEFAULT '' NOT NULL,
	"title_zh_tw" varchar(200) DEFAULT '' NOT NULL,
	"title_fil" varchar(200) DEFAULT '' NOT NULL,
	"title_vi" varchar(200) DEFAULT '' NOT NULL,
	"summary_en" varchar(500) DEFAULT '' NOT NULL,
	"summary_jp" varchar(500) DEFAULT '' NOT NULL,
	"summary_ko" varchar(500) DEFAULT '' NOT NULL,
	"summary_zh" varchar(500) DEFAULT '' NOT NULL,
	"summary_zh_tw" varchar(500) DEFAULT '' NOT NULL,
	"summary_fil" varchar(500) DEFAULT '' NOT NULL,
	"summary_vi" varchar(500) DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_jp" text DEFAULT '' NOT NULL,
	"body_ko" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_zh_tw" text DEFAULT '' NOT NULL,
	"body_fil" text DEFAULT '' NOT NULL,
	"body_vi" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"terms_jp" text DEFAULT '' NOT NULL,
	"terms_ko" text DEFAULT '' NOT NULL,
	"terms_zh" text DEFAULT '' NOT NULL,
	"terms_zh_tw" text DEFAULT '' NOT NULL,
	"terms_fil" text DEFAULT '' NOT NULL,
	"terms_vi" text DEFAULT '' NOT NULL,
	"image_url" varchar(500),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."unpublish_at" is null or "promotions"."publish_at" is null or "promotions"."unpublish_at" > "promotions"."publish_at"),
	CONSTRAINT "promotions_period_check" CHECK ("promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "station_letter_states" (
	"letter_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "station_letter_states_letter_id_user_id_pk" PRIMARY KEY("letter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "station_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" bigint,
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
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unpublish_at" timestamp with time zone,
	"sent_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_letters_window_check" CHECK ("station_letters"."unpublish_at" is null or "station_letters"."publish_at" is null or "station_letters"."unpublish_at" > "station_letters"."publish_at")
);
--> statement-breakpoint
ALTER TABLE "station_letter_states" ADD CONSTRAINT "station_letter_states_letter_id_station_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."station_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letter_states" ADD CONSTRAINT "station_letter_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letters" ADD CONSTRAINT "station_letters_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letters" ADD CONSTRAINT "station_letters_sent_by_operators_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_live_idx" ON "banners" USING btree ("status","sort","publish_at");--> statement-breakpoint
CREATE INDEX "notices_live_idx" ON "notices" USING btree ("status","sort","publish_at");--> statement-breakpoint
CREATE INDEX "promotions_live_idx" ON "promotions" USING btree ("status","kind","sort","publish_at");--> statement-breakpoint
CREATE INDEX "station_letter_states_user_idx" ON "station_letter_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "station_letters_recipient_idx" ON "station_letters" USING btree ("recipient_id","publish_at");