CREATE TABLE "payment_callbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_code" varchar(32) NOT NULL,
	"order_sn" varchar(40) NOT NULL,
	"notice_status" varchar(16) NOT NULL,
	"amount" varchar(20) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"provider_ref" varchar(64) NOT NULL,
	"outcome" varchar(32) NOT NULL,
	"detail" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("order_sn","created_at");