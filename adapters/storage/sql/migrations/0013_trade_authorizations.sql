CREATE TABLE "trade_authorizations" (
	"auth_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_authorizations_auth_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"wallet" text NOT NULL,
	"src" text NOT NULL,
	"dest" text NOT NULL,
	"src_amount" numeric(78, 0) NOT NULL,
	"expiry" bigint NOT NULL,
	"issued_at" bigint NOT NULL,
	"flagged_for_review" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trade_authorizations_user_idx" ON "trade_authorizations" USING btree ("user_id","issued_at");