CREATE TYPE "public"."game_kind" AS ENUM('video_slot', 'pachislot');--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" bigint NOT NULL,
	"game_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_sn" varchar(40) NOT NULL,
	"user_id" bigint NOT NULL,
	"machine_id" varchar(16) NOT NULL,
	"game_id" varchar(32) NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"bonus" varchar(8),
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_round_sn_unique" UNIQUE("round_sn"),
	CONSTRAINT "game_rounds_amounts_check" CHECK ("game_rounds"."bet" > 0 and "game_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"kind" "game_kind" NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"name_jp" varchar(64) NOT NULL,
	"name_ko" varchar(64) NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_zh_tw" varchar(64) NOT NULL,
	"name_fil" varchar(64) NOT NULL,
	"name_vi" varchar(64) NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"released_on" date NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"game_id" varchar(32) NOT NULL,
	"setting" smallint DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "machines_setting_check" CHECK ("machines"."setting" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "player_seeds" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revealed_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revealed_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"nonces" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_seeds" ADD CONSTRAINT "player_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revealed_seeds" ADD CONSTRAINT "revealed_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_request_key" ON "game_rounds" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_machine_idx" ON "game_rounds" USING btree ("machine_id","created_at");--> statement-breakpoint
CREATE INDEX "revealed_seeds_hash_idx" ON "revealed_seeds" USING btree ("server_seed_hash");--> statement-breakpoint
CREATE INDEX "revealed_seeds_user_idx" ON "revealed_seeds" USING btree ("user_id");