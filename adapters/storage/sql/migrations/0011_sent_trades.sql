CREATE TABLE "sent_trades" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"thb_satang" numeric(78, 0) NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint,
	"transaction_hash" text,
	"trader" text,
	"from_token" text,
	"to_token" text,
	"from_amount" numeric(78, 0),
	"to_amount" numeric(78, 0),
	CONSTRAINT "sent_trades_key" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sent_trades_hash_idx" ON "sent_trades" USING btree ("transaction_hash");--> statement-breakpoint
CREATE INDEX "sent_trades_user_day_idx" ON "sent_trades" USING btree ("user_id","created_at");