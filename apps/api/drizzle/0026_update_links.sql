CREATE TABLE "precheck_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "precheck_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pos_id" uuid,
	"ecom_id" uuid,
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_fields" text[] NOT NULL,
	"previous_answers" jsonb NOT NULL,
	CONSTRAINT "precheck_versions_one_precheck" CHECK (num_nonnulls("precheck_versions"."pos_id", "precheck_versions"."ecom_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "update_links" (
	"id" text PRIMARY KEY NOT NULL,
	"pos_id" uuid,
	"ecom_id" uuid,
	"token_hash" text NOT NULL,
	"message" text NOT NULL,
	"sections" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "update_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "update_links_one_precheck" CHECK (num_nonnulls("update_links"."pos_id", "update_links"."ecom_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_events_check";--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_versions" ADD CONSTRAINT "precheck_versions_pos_id_precheck_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."precheck_pos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precheck_versions" ADD CONSTRAINT "precheck_versions_ecom_id_precheck_ecom_id_fk" FOREIGN KEY ("ecom_id") REFERENCES "public"."precheck_ecom"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_links" ADD CONSTRAINT "update_links_pos_id_precheck_pos_id_fk" FOREIGN KEY ("pos_id") REFERENCES "public"."precheck_pos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_links" ADD CONSTRAINT "update_links_ecom_id_precheck_ecom_id_fk" FOREIGN KEY ("ecom_id") REFERENCES "public"."precheck_ecom"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "precheck_versions_pos_idx" ON "precheck_versions" USING btree ("pos_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "precheck_versions_ecom_idx" ON "precheck_versions" USING btree ("ecom_id","version");--> statement-breakpoint
CREATE INDEX "update_links_pos_idx" ON "update_links" USING btree ("pos_id");--> statement-breakpoint
CREATE INDEX "update_links_ecom_idx" ON "update_links" USING btree ("ecom_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('auth.sign-in', 'auth.sign-in-failed', 'auth.mfa-failed', 'auth.sign-out', 'user.create', 'user.update', 'user.delete', 'user.mfa-reset', 'precheck-pos.view', 'precheck-pos.pdf', 'precheck-pos.delete', 'precheck-pos.transition', 'precheck-pos.assign', 'precheck-pos.note', 'precheck-pos.update', 'precheck.view', 'precheck.pdf', 'precheck.delete', 'precheck.transition', 'precheck.assign', 'precheck.note', 'precheck.update', 'precheck.secret', 'merchant.view', 'merchant.delete', 'export.csv', 'outbox.resend', 'api-key.create', 'api-key.revoke', 'api-key.use', 'webhook.create', 'webhook.update', 'webhook.delete', 'webhook.rotate-secret', 'webhook.test', 'webhook.resend', 'webhook.disable', 'backup.create'));--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD CONSTRAINT "precheck_ecom_language_check" CHECK ("precheck_ecom"."language" in ('en', 'es', 'de', 'it'));--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD CONSTRAINT "precheck_pos_language_check" CHECK ("precheck_pos"."language" in ('en', 'es', 'de', 'it'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_events_check" CHECK ("webhook_endpoints"."events" <@ array['precheck_pos.created', 'precheck_pos.deleted', 'precheck_pos.status_changed', 'precheck_pos.updated', 'precheck.created', 'precheck.deleted', 'precheck.status_changed', 'precheck.updated', 'merchant.created', 'merchant.updated', 'merchant.deleted']::text[]);--> statement-breakpoint
-- A pre-check sent before this migration was confirmed in its form's language: where that mail is
-- still kept, later mails about the pre-check are written in the same language.
UPDATE "precheck_pos" p SET "language" = o."language" FROM "outbox" o
  WHERE o."topic" = 'precheck-confirmation' AND o."payload"->>'precheck' = 'pos' AND o."payload"->>'id' = p."id"::text;--> statement-breakpoint
UPDATE "precheck_ecom" p SET "language" = o."language" FROM "outbox" o
  WHERE o."topic" = 'precheck-confirmation' AND o."payload"->>'precheck' = 'ecom' AND o."payload"->>'id' = p."id"::text;
