CREATE TABLE "ephemeral" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ephemeral_expires_idx" ON "ephemeral" USING btree ("expires_at");