CREATE TABLE "copy_grants" (
	"kind" text NOT NULL,
	"precheck_id" uuid NOT NULL,
	"uses_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "copy_grants_kind_precheck_id_pk" PRIMARY KEY("kind","precheck_id")
);
--> statement-breakpoint
CREATE INDEX "copy_grants_expires_at_idx" ON "copy_grants" USING btree ("expires_at");