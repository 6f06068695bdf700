CREATE TABLE "machine_setting_changes" (
	"epoch" integer PRIMARY KEY NOT NULL,
	"machine_id" varchar(16) NOT NULL,
	"from_setting" smallint NOT NULL,
	"to_setting" smallint NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_setting_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "machine_setting_epoch_one_row" CHECK ("machine_setting_epoch"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "player_seeds" ADD COLUMN "setting_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_setting_changes" ADD CONSTRAINT "machine_setting_changes_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_setting_changes" ADD CONSTRAINT "machine_setting_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_setting_changes_machine_idx" ON "machine_setting_changes" USING btree ("machine_id","epoch");--> statement-breakpoint
CREATE INDEX "player_seeds_setting_epoch_idx" ON "player_seeds" USING btree ("setting_epoch");--> statement-breakpoint
-- The epoch row every setting change raises; seed pairs made before any change keep epoch 0.
INSERT INTO "machine_setting_epoch" ("id", "epoch") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;