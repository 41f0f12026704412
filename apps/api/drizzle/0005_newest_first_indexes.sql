DROP INDEX "precheck_ecom_created_at_idx";--> statement-breakpoint
DROP INDEX "precheck_ecom_submitted_by_idx";--> statement-breakpoint
DROP INDEX "merchants_created_at_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_created_at_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_submitted_by_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "precheck_ecom_created_at_idx" ON "precheck_ecom" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "precheck_ecom_submitted_by_idx" ON "precheck_ecom" USING btree ("submitted_by","created_at");--> statement-breakpoint
CREATE INDEX "merchants_created_at_idx" ON "merchants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "precheck_pos_created_at_idx" ON "precheck_pos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "precheck_pos_submitted_by_idx" ON "precheck_pos" USING btree ("submitted_by","created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");