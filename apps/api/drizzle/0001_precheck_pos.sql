-- Substring search (ILIKE %term%) uses trigram indexes; drizzle-kit does not manage extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"company" text NOT NULL,
	"address" text,
	"contact_person" text,
	"director" text,
	"tax_id" text,
	"telephone" text,
	"mobile" text,
	"website" text,
	"online_shop" text,
	"industry" text,
	"locations" text,
	"avg_tx_value" numeric(16, 2),
	"curr_month_vol" numeric(16, 2),
	"proj_month_vol_acct" numeric(16, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "precheck_pos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"tax_id" text NOT NULL,
	"creditor_id" text,
	"industry" text,
	"address" text NOT NULL,
	"locations" text,
	"website" text,
	"director" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"mobile" text,
	"online_shop" text,
	"current_provider" text NOT NULL,
	"turnover" numeric(16, 2) NOT NULL,
	"receipt_size" numeric(16, 2) NOT NULL,
	"bank_statement_reference" text NOT NULL,
	"terminals" text NOT NULL,
	"checkout_connection" text NOT NULL,
	"cash_cut" text NOT NULL,
	"tip" text NOT NULL,
	"cards" text[] NOT NULL,
	"additional_services" text[] NOT NULL,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD CONSTRAINT "precheck_pos_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_at_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "merchants_created_at_idx" ON "merchants" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "precheck_pos_created_at_idx" ON "precheck_pos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "precheck_pos_submitted_by_idx" ON "precheck_pos" USING btree ("submitted_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "precheck_pos_company_trgm_idx" ON "precheck_pos" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "precheck_pos_contact_trgm_idx" ON "precheck_pos" USING gin ("contact_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "precheck_pos_email_trgm_idx" ON "precheck_pos" USING gin ("email" gin_trgm_ops);