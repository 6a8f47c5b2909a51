CREATE TABLE "trader_freezes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"frozen" boolean NOT NULL,
	"frozen_by" text NOT NULL,
	"frozen_at" bigint NOT NULL,
	"unfrozen_by" text,
	"unfrozen_at" bigint
);
--> statement-breakpoint
ALTER TABLE "trade_authorizations" ADD COLUMN "used_tx_hash" text;--> statement-breakpoint
ALTER TABLE "trade_authorizations" ADD COLUMN "used_block" bigint;--> statement-breakpoint
ALTER TABLE "trade_authorizations" ADD COLUMN "used_at" bigint;--> statement-breakpoint
ALTER TABLE "trade_authorizations" ADD COLUMN "cancelled_tx_hash" text;--> statement-breakpoint
ALTER TABLE "trade_authorizations" ADD COLUMN "cancelled_block" bigint;--> statement-breakpoint
ALTER TABLE "trade_authorizations" ADD COLUMN "cancelled_at" bigint;--> statement-breakpoint
CREATE INDEX "trade_authorizations_issued_idx" ON "trade_authorizations" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "trade_authorizations_used_idx" ON "trade_authorizations" USING btree ("used_at");