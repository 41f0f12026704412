ALTER TABLE "precheck_ecom" drop column "search_text";--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(gen_comp || chr(31) || gen_full_name || chr(31) || gen_email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" drop column "search_text";--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(company || chr(31) || contact_person || chr(31) || email)) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its indexes: the same again, over the lower-cased text.
CREATE INDEX "precheck_ecom_search_trgm_idx" ON "precheck_ecom" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "precheck_pos_search_trgm_idx" ON "precheck_pos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "precheck_pos_newest_search_idx" ON "precheck_pos" ("created_at", "id") INCLUDE ("search_text");--> statement-breakpoint
CREATE INDEX "precheck_ecom_newest_search_idx" ON "precheck_ecom" ("created_at", "id") INCLUDE ("search_text");
