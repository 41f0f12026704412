CREATE TABLE "precheck_counts" (
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "precheck_counts_kind_month_pk" PRIMARY KEY("kind","month")
);
--> statement-breakpoint
CREATE INDEX "merchants_company_trgm_idx" ON "merchants" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_contact_trgm_idx" ON "merchants" USING gin ("contact_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_email_trgm_idx" ON "merchants" USING gin ("email" gin_trgm_ops);