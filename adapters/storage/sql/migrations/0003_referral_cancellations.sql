CREATE TABLE "referral_cancellations" (
	"inviter_id" text PRIMARY KEY NOT NULL,
	"cancelled_by" text NOT NULL,
	"reason" text NOT NULL,
	"rewards_cancelled" integer NOT NULL,
	"reclaimed_kul" numeric(78, 0) NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_cancellations" ADD CONSTRAINT "referral_cancellations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_cancellations" ADD CONSTRAINT "referral_cancellations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;