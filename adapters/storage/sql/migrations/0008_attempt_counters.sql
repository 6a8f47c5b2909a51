CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "attempt_counters_count_check" CHECK ("attempt_counters"."count" >= 0)
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;