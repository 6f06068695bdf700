CREATE TYPE "public"."channel_direction" AS ENUM('deposit', 'withdrawal');--> statement-breakpoint
CREATE TYPE "public"."deposit_status" AS ENUM('pending', 'paid', 'failed', 'expired', 'refunding', 'refunded');--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_sn" varchar(40) NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"coin_amount" bigint NOT NULL,
	"status" "deposit_status" DEFAULT 'pending' NOT NULL,
	"provider_ref" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_reason" varchar(500),
	CONSTRAINT "deposit_orders_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "deposit_orders_amount_check" CHECK ("deposit_orders"."amount" > 0 and "deposit_orders"."coin_amount" > 0 and "deposit_orders"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"direction" "channel_direction" NOT NULL,
	"adapter" varchar(32) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"name_jp" varchar(64) NOT NULL,
	"name_ko" varchar(64) NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_zh_tw" varchar(64) NOT NULL,
	"name_fil" varchar(64) NOT NULL,
	"name_vi" varchar(64) NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "payment_channels_code_unique" UNIQUE("code"),
	CONSTRAINT "payment_channels_bounds_check" CHECK ("payment_channels"."min_amount" > 0 and "payment_channels"."max_amount" >= "payment_channels"."min_amount"),
	CONSTRAINT "payment_channels_fee_check" CHECK ("payment_channels"."fee_basis_points" between 0 and 10000 and "payment_channels"."fee_fixed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_orders_user_idx" ON "deposit_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request_key" ON "deposit_orders" USING btree ("user_id","request_key");