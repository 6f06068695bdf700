CREATE TABLE "bank_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"bank_id" bigint NOT NULL,
	"card_number_sealed" text NOT NULL,
	"card_last4" varchar(4) NOT NULL,
	"branch_code" varchar(16),
	"branch_name" varchar(100),
	"holder_first_name" varchar(64) NOT NULL,
	"holder_last_name" varchar(64) NOT NULL,
	"holder_pinyin_name" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"name_jp" varchar(100) NOT NULL,
	"name_ko" varchar(100) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_zh_tw" varchar(100) NOT NULL,
	"name_fil" varchar(100) NOT NULL,
	"name_vi" varchar(100) NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_user_idx" ON "bank_cards" USING btree ("user_id") WHERE "bank_cards"."removed_at" is null;