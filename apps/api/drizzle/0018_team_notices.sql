ALTER TABLE "users" ADD COLUMN "notify_new_precheck" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_generation" integer DEFAULT 0 NOT NULL;