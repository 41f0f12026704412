DROP INDEX "precheck_ecom_assignee_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_assignee_idx";--> statement-breakpoint
CREATE INDEX "precheck_ecom_waiting_idx" ON "precheck_ecom" USING btree ("status_changed_at","id") WHERE "precheck_ecom"."status" in ('submitted', 'in_review', 'approval_pending');--> statement-breakpoint
CREATE INDEX "precheck_pos_waiting_idx" ON "precheck_pos" USING btree ("status_changed_at","id") WHERE "precheck_pos"."status" in ('submitted', 'in_review', 'approval_pending');--> statement-breakpoint
CREATE INDEX "precheck_ecom_assignee_idx" ON "precheck_ecom" USING btree ("assignee_id","status","status_changed_at","id");--> statement-breakpoint
CREATE INDEX "precheck_pos_assignee_idx" ON "precheck_pos" USING btree ("assignee_id","status","status_changed_at","id");