CREATE TABLE "team_balance_cutoffs" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"entry_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_balance_cutoffs_one_row" CHECK ("team_balance_cutoffs"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "team_balances" (
	"root_id" bigint PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"balance" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_balances" ADD CONSTRAINT "team_balances_root_id_users_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_tree_ancestor_depth_idx" ON "user_tree" USING btree ("ancestor_id","descendant_id","depth");--> statement-breakpoint
CREATE INDEX "users_account_prefix_idx" ON "users" USING btree (lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");