CREATE TABLE "precheck_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "precheck_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pos_id" uuid,
	"ecom_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"type" text NOT NULL,
	"from" text,
	"to" text,
	"text" text,
	"reason" text,
	"version" integer,
	CONSTRAINT "precheck_events_one_precheck" CHECK (num_nonnulls("precheck_events"."pos_id", "precheck_events"."ecom_id") = 1),
	CONSTRAINT "precheck_events_type_check" CHECK ("precheck_events"."type" in ('status', 'assignee', 'note', 'update', 'mail'))
);
--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_scopes_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_events_check";--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "proposed_by" uuid;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "proposed_by" uuid;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
-- Every pre-check sent before reviews existed is received, and has been since it was sent.
UPDATE "precheck_pos" SET "status_changed_at" = "created_at";--> statement-breakpoint
UPDATE "precheck_ecom" SET "status_changed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "precheck_events" ADD CONSTRAINT "precheck_events_pos_id_precheck_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."precheck_pos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precheck_events" ADD CONSTRAINT "precheck_events_ecom_id_precheck_ecom_id_fk" FOREIGN KEY ("ecom_id") REFERENCES "public"."precheck_ecom"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precheck_events" ADD CONSTRAINT "precheck_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "precheck_events_pos_idx" ON "precheck_events" USING btree ("pos_id","id");--> statement-breakpoint
CREATE INDEX "precheck_events_ecom_idx" ON "precheck_events" USING btree ("ecom_id","id");--> statement-breakpoint
CREATE INDEX "precheck_events_actor_idx" ON "precheck_events" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD CONSTRAINT "precheck_ecom_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD CONSTRAINT "precheck_pos_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "precheck_ecom_assignee_idx" ON "precheck_ecom" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "precheck_pos_assignee_idx" ON "precheck_pos" USING btree ("assignee_id");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_scopes_check" CHECK ("api_keys"."scopes" <@ array['prechecks:read', 'prechecks:write', 'prechecks:review', 'merchants:read', 'merchants:write']::text[]);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('auth.sign-in', 'auth.sign-in-failed', 'auth.mfa-failed', 'auth.sign-out', 'user.create', 'user.update', 'user.delete', 'user.mfa-reset', 'precheck-pos.view', 'precheck-pos.pdf', 'precheck-pos.delete', 'precheck-pos.transition', 'precheck.view', 'precheck.pdf', 'precheck.delete', 'precheck.transition', 'precheck.secret', 'merchant.view', 'merchant.delete', 'export.csv', 'outbox.resend', 'api-key.create', 'api-key.revoke', 'api-key.use', 'webhook.create', 'webhook.update', 'webhook.delete', 'webhook.rotate-secret', 'webhook.test', 'webhook.resend', 'webhook.disable', 'backup.create'));--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD CONSTRAINT "precheck_ecom_status_check" CHECK ("precheck_ecom"."status" in ('submitted', 'in_review', 'information_requested', 'approval_pending', 'approved', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD CONSTRAINT "precheck_pos_status_check" CHECK ("precheck_pos"."status" in ('submitted', 'in_review', 'information_requested', 'approval_pending', 'approved', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_events_check" CHECK ("webhook_endpoints"."events" <@ array['precheck_pos.created', 'precheck_pos.deleted', 'precheck_pos.status_changed', 'precheck.created', 'precheck.deleted', 'precheck.status_changed', 'merchant.created', 'merchant.updated', 'merchant.deleted']::text[]);