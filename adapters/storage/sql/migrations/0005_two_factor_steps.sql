CREATE TABLE "two_factor_steps" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor_steps" ADD CONSTRAINT "two_factor_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;