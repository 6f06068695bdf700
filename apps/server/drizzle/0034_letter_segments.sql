CREATE TABLE "station_letter_recipients" (
	"letter_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "station_letter_recipients_letter_id_user_id_pk" PRIMARY KEY("letter_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "station_letters" ADD COLUMN "segment" jsonb;--> statement-breakpoint
ALTER TABLE "station_letters" ADD COLUMN "recipient_count" integer;--> statement-breakpoint
ALTER TABLE "station_letter_recipients" ADD CONSTRAINT "station_letter_recipients_letter_id_station_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."station_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letter_recipients" ADD CONSTRAINT "station_letter_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_letter_recipients_user_idx" ON "station_letter_recipients" USING btree ("user_id","letter_id");