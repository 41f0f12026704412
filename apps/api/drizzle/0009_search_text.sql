DROP INDEX "precheck_ecom_company_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_ecom_name_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_ecom_email_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_company_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_contact_trgm_idx";--> statement-breakpoint
DROP INDEX "precheck_pos_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gen_comp || chr(31) || gen_full_name || chr(31) || gen_email) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (company || chr(31) || contact_person || chr(31) || email) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "precheck_ecom_search_trgm_idx" ON "precheck_ecom" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "precheck_pos_search_trgm_idx" ON "precheck_pos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The newest-first indexes carry search_text, so a search's first page is found in the index alone.
DROP INDEX "precheck_pos_created_at_idx";--> statement-breakpoint
CREATE INDEX "precheck_pos_created_at_idx" ON "precheck_pos" ("created_at", "id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX "precheck_ecom_created_at_idx";--> statement-breakpoint
CREATE INDEX "precheck_ecom_created_at_idx" ON "precheck_ecom" ("created_at", "id") INCLUDE ("search_text");--> statement-breakpoint
ANALYZE "precheck_pos";--> statement-breakpoint
ANALYZE "precheck_ecom";
