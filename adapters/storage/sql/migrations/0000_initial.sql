CREATE TABLE "cookie_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"banner_text" text NOT NULL,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"consents" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"is_read" boolean NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK (type IN ('TRADING', 'RECEIVE_REWARD', 'RECEIVE_REFERRAL_PROGRAM_REWARD', 'GET_FREE_REWARD', 'GET_FREE_REFERRAL_PROGRAM_REWARD', 'TAKE_THE_SUIT_TEST', 'TAKE_THE_KNOWLEDGE_TEST')),
	CONSTRAINT "notifications_name_check" CHECK (name IN ('GetConnectWithFacebookReward', 'GetConnectWithGoogleReward', 'GetSubscribeNewsLetterReward', 'GetKYCApprovedReward', 'GetReferralProgramReward', 'ReceivedReferralProgramReward', 'ReceivedKYCApprovedReward', 'TakeTheSuitabilityTest', 'TakeTheKnowledgeTest'))
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	CONSTRAINT "one_time_tokens_purpose_check" CHECK (purpose IN ('EMAIL_CONFIRMATION', 'PASSWORD_RESET'))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rewards_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"is_open_congrats_modal" boolean NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "rewards_name_check" CHECK (name IN ('Registration', 'SubscribeNewsLetter', 'ConnectWithGoogle', 'ConnectWithFacebook', 'KYCApproved', 'Referral'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"display_name" text NOT NULL,
	"profile_picture" text,
	"account_type" text NOT NULL,
	"google_id" text,
	"google_email" text,
	"facebook_id" text,
	"facebook_name" text,
	"facebook_email" text,
	"is_active" boolean NOT NULL,
	"is_enabled_2fa" boolean NOT NULL,
	"two_factor_secret" text,
	"is_subscribe_news" boolean NOT NULL,
	"language" text NOT NULL,
	"kyc_status" text NOT NULL,
	"suitability_test_point" double precision,
	"knowledge_test_point" double precision,
	"referral_code" text NOT NULL,
	"referred_by" text,
	"role" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "users_account_type_check" CHECK (account_type IN ('EMAIL', 'GOOGLE', 'FACEBOOK')),
	CONSTRAINT "users_language_check" CHECK (language IN ('en', 'th')),
	CONSTRAINT "users_kyc_status_check" CHECK (kyc_status IN ('UNVERIFIED', 'VERIFYING', 'REQUEST_CHANGE', 'REJECTED', 'APPROVED')),
	CONSTRAINT "users_role_check" CHECK (role IN ('USER', 'ADMIN'))
);
--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_email_at_idx" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_id_idx" ON "one_time_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_user_name_once" ON "rewards" USING btree ("user_id","name") WHERE "rewards"."name" <> 'Referral';--> statement-breakpoint
CREATE INDEX "rewards_user_id_idx" ON "rewards" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_unique" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_id_unique" ON "users" USING btree ("facebook_id");