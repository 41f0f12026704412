ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "method" text DEFAULT 'email-code' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stepped_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_method_check" CHECK ("sessions"."method" in ('email-code', 'passkey', 'oidc', 'api'));--> statement-breakpoint
-- Only an ending tells the instances' caches (0007): a session's use and its step-ups are written
-- every few seconds, and forgetting the session each time would empty the caches for nothing.
DROP TRIGGER sessions_change_notice ON sessions;--> statement-breakpoint
CREATE TRIGGER sessions_change_notice AFTER UPDATE OF revoked_at, expires_at, user_id, second_factor OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_change_notice();
