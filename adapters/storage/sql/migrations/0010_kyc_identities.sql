CREATE TABLE "kyc_identities" (
	"identity_key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"claimed_at" bigint NOT NULL,
	"rewarded_at" bigint
);
--> statement-breakpoint
CREATE TABLE "kyc_identity_uses" (
	"identity_key" text NOT NULL,
	"user_id" text NOT NULL,
	"used_at" bigint NOT NULL,
	CONSTRAINT "kyc_identity_uses_key" PRIMARY KEY("identity_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "kyc_identities" ADD CONSTRAINT "kyc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_identity_uses" ADD CONSTRAINT "kyc_identity_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_identities_user_idx" ON "kyc_identities" USING btree ("user_id");--> statement-breakpoint
-- Submissions made before this migration: each identity goes to one account that is not REJECTED
-- (an approved one first, else the earliest), with its KYC reward if that account was paid one.
INSERT INTO "kyc_identities" ("identity_key", "user_id", "claimed_at", "rewarded_at")
SELECT DISTINCT ON (k."identity_key") k."identity_key", k."user_id", k."submitted_at", r."created_at"
FROM (
	SELECT s."user_id", s."submitted_at", u."kyc_status",
		CASE s."form"->>'typeOfCard'
			WHEN 'ID Card' THEN 'ID_CARD:' || upper(regexp_replace(s."form"->>'identificationId', '[[:space:]-]', '', 'g'))
			WHEN 'Passport' THEN 'PASSPORT:' || upper(btrim(coalesce(s."form"->>'nationality', ''))) || ':' || upper(regexp_replace(s."form"->>'identificationId', '[[:space:]-]', '', 'g'))
		END AS "identity_key"
	FROM "kyc_submissions" s JOIN "users" u ON u."id" = s."user_id"
	WHERE u."kyc_status" <> 'REJECTED' AND btrim(coalesce(s."form"->>'identificationId', '')) <> ''
) k
LEFT JOIN "rewards" r ON r."user_id" = k."user_id" AND r."name" = 'KYCApproved'
WHERE k."identity_key" IS NOT NULL
ORDER BY k."identity_key", (k."kyc_status" = 'APPROVED') DESC, k."submitted_at", k."user_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "kyc_identity_uses" ("identity_key", "user_id", "used_at")
SELECT "identity_key", "user_id", "claimed_at" FROM "kyc_identities"
ON CONFLICT DO NOTHING;
