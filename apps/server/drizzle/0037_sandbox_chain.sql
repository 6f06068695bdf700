CREATE TABLE "sandbox_chain_heights" (
	"network" varchar(16) PRIMARY KEY NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_chain_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network" varchar(16) NOT NULL,
	"coin" varchar(8) NOT NULL,
	"txid" varchar(100) NOT NULL,
	"address" varchar(128) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_chain_transfers_txid_unique" UNIQUE("txid")
);
