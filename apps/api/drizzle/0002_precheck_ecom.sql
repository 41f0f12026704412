CREATE TABLE "precheck_ecom" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reg" text NOT NULL,
	"srv" text[] NOT NULL,
	"gen_comp" text NOT NULL,
	"gen_full_name" text NOT NULL,
	"gen_email" text NOT NULL,
	"details" jsonb NOT NULL,
	"gen_pass_encrypted" text NOT NULL,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD CONSTRAINT "precheck_ecom_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "precheck_ecom_created_at_idx" ON "precheck_ecom" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "precheck_ecom_submitted_by_idx" ON "precheck_ecom" USING btree ("submitted_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "precheck_ecom_company_trgm_idx" ON "precheck_ecom" USING gin ("gen_comp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "precheck_ecom_name_trgm_idx" ON "precheck_ecom" USING gin ("gen_full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "precheck_ecom_email_trgm_idx" ON "precheck_ecom" USING gin ("gen_email" gin_trgm_ops);