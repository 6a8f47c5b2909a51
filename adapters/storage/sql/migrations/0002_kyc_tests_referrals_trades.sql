CREATE TABLE "knowledge_draws" (
	"user_id" text PRIMARY KEY NOT NULL,
	"questions" jsonb NOT NULL,
	"drawn_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_results" (
	"user_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"knowledge_test_point" double precision NOT NULL,
	"total" double precision NOT NULL,
	"submitted_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suitability_results" (
	"user_id" text PRIMARY KEY NOT NULL,
	"suit_test_data" jsonb NOT NULL,
	"score" double precision NOT NULL,
	"risk_level" text NOT NULL,
	"is_accept_acknowledge_risk" boolean NOT NULL,
	"submitted_at" bigint NOT NULL,
	CONSTRAINT "suitability_results_risk_level_check" CHECK (risk_level IN ('low', 'medium', 'hight', 'very_hight'))
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"field" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"customer_type" text NOT NULL,
	"form" jsonb NOT NULL,
	"submitted_at" bigint NOT NULL,
	"reviewed_at" bigint,
	"reviewed_by" text,
	"verification_log" jsonb NOT NULL,
	CONSTRAINT "kyc_submissions_customer_type_check" CHECK (customer_type IN ('Personal', 'Organization'))
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"invitee_id" text PRIMARY KEY NOT NULL,
	"inviter_id" text NOT NULL,
	"invitee_number" integer NOT NULL,
	"level" integer NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_cursors" (
	"indexer" text PRIMARY KEY NOT NULL,
	"last_block" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_snapshots" (
	"chain_id" bigint NOT NULL,
	"taken_at" bigint NOT NULL,
	"prices_e8" jsonb NOT NULL,
	CONSTRAINT "price_snapshots_key" PRIMARY KEY("chain_id","taken_at")
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"transaction_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_timestamp" bigint NOT NULL,
	"trader" text NOT NULL,
	"from_token_address" text NOT NULL,
	"from_token_code" text NOT NULL,
	"from_token_decimals" integer NOT NULL,
	"to_token_address" text NOT NULL,
	"to_token_code" text NOT NULL,
	"to_token_decimals" integer NOT NULL,
	"src_amount" numeric(78, 0) NOT NULL,
	"dest_amount" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"usd_cents" numeric(78, 0) NOT NULL,
	"thb_satang" numeric(78, 0) NOT NULL,
	CONSTRAINT "trades_event_key" PRIMARY KEY("transaction_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "trading_objectives" (
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "trading_objectives_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"objective" text NOT NULL,
	"reason" text,
	"from_token" text NOT NULL,
	"from_token_amount" numeric(78, 0) NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"address" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"connection_type" text NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "wallets_connection_type_check" CHECK (connection_type IN ('MetaMask', 'Trust', 'Coinbase Wallet', 'Cipher', 'Mist', 'Parity', 'WalletConnect', 'Infura', 'localhost', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_draws" ADD CONSTRAINT "knowledge_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_results" ADD CONSTRAINT "knowledge_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suitability_results" ADD CONSTRAINT "suitability_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_submitted_idx" ON "kyc_submissions" USING btree ("submitted_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_inviter_number_unique" ON "referral_rewards" USING btree ("inviter_id","invitee_number");--> statement-breakpoint
CREATE INDEX "trades_trader_order_idx" ON "trades" USING btree ("trader","block_number" DESC,"log_index" DESC);--> statement-breakpoint
CREATE INDEX "trades_time_idx" ON "trades" USING btree ("block_timestamp");--> statement-breakpoint
CREATE INDEX "trading_objectives_user_idx" ON "trading_objectives" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallets_user_idx" ON "wallets" USING btree ("user_id","updated_at");