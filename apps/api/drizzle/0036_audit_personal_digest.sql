ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "personal_digest" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "personal_salt" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "erased_by" bigint;--> statement-breakpoint
CREATE INDEX "audit_log_erased_by_idx" ON "audit_log" USING btree ("erased_by") WHERE "audit_log"."erased_by" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('auth.sign-in', 'auth.sign-in-failed', 'auth.mfa-failed', 'auth.sign-out', 'user.create', 'user.update', 'user.delete', 'user.mfa-reset', 'precheck-pos.view', 'precheck-pos.pdf', 'precheck-pos.delete', 'precheck-pos.transition', 'precheck-pos.assign', 'precheck-pos.note', 'precheck-pos.update', 'precheck-pos.legal-hold', 'precheck-pos.legal-hold-release', 'precheck.view', 'precheck.pdf', 'precheck.delete', 'precheck.transition', 'precheck.assign', 'precheck.note', 'precheck.update', 'precheck.legal-hold', 'precheck.legal-hold-release', 'precheck.secret', 'merchant.view', 'merchant.delete', 'export.csv', 'outbox.resend', 'api-key.create', 'api-key.revoke', 'api-key.use', 'webhook.create', 'webhook.update', 'webhook.delete', 'webhook.rotate-secret', 'webhook.test', 'webhook.resend', 'webhook.disable', 'backup.create', 'privacy.retention-erase', 'privacy.export', 'privacy.erase'));--> statement-breakpoint
-- Still append-only, but for the one change an erasure makes (DESIGN §13): an entry's personal fields
-- rewritten as a pseudonym, its salt dropped and the erasure's own later entry named in `erased_by`,
-- with everything the chain covers untouched. Once rewritten, a later erasure of someone else it
-- names may rewrite it again under the same `erased_by`.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.personal_salt IS NULL
    AND NEW.erased_by IS NOT NULL AND NEW.erased_by > OLD.seq
    AND (OLD.personal_salt IS NOT NULL OR NEW.erased_by = OLD.erased_by)
    AND OLD.personal_digest IS NOT NULL
    AND (NEW.seq, NEW.id, NEW.at, NEW.actor_id, NEW.actor_role, NEW.action, NEW.target_type,
         NEW.target_id, NEW.personal_digest, NEW.prev_hash, NEW.hash)
      IS NOT DISTINCT FROM
        (OLD.seq, OLD.id, OLD.at, OLD.actor_id, OLD.actor_role, OLD.action, OLD.target_type,
         OLD.target_id, OLD.personal_digest, OLD.prev_hash, OLD.hash)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
