-- The id joins the index so that one user's page of pre-checks is read in its final order and stops
-- after the page (listOwnPrechecks), however many pre-checks the user has.
DROP INDEX "precheck_ecom_submitted_by_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_submitted_by_idx";--> statement-breakpoint
CREATE INDEX "precheck_ecom_submitted_by_idx" ON "precheck_ecom" USING btree ("submitted_by","created_at","id");--> statement-breakpoint
CREATE INDEX "precheck_pos_submitted_by_idx" ON "precheck_pos" USING btree ("submitted_by","created_at","id");