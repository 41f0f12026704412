ALTER TABLE "precheck_ecom" ALTER COLUMN "gen_pass_encrypted" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "legal_hold_by" uuid;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "legal_hold_by" uuid;