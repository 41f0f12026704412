-- References (DESIGN §11): one sequence for both kinds, its numbers permuted over 40 bits by a
-- four-round Feistel network (a bijection, so distinct numbers give distinct references whatever the
-- round function) and written as 8 Crockford base32 characters in two groups after the kind's letter.
-- The permutation hides the count and order of submissions; it is no secret and guards nothing.
CREATE SEQUENCE "precheck_reference_seq" AS bigint MINVALUE 1 MAXVALUE 1099511627775 NO CYCLE;
--> statement-breakpoint
CREATE FUNCTION precheck_reference(prefix text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  n bigint := nextval('precheck_reference_seq');
  l bigint := n >> 20;
  r bigint := n & 1048575;
  t bigint;
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  code text := '';
BEGIN
  FOR round IN 1..4 LOOP
    t := r;
    r := l # ((((r * 40503) # (r >> 7)) + round * 971) * 2654435 & 1048575);
    l := t;
  END LOOP;
  n := (l << 20) | r;
  FOR i IN 1..8 LOOP
    code := substr(alphabet, (n & 31)::int + 1, 1) || code;
    n := n >> 5;
  END LOOP;
  RETURN prefix || '-' || substr(code, 1, 4) || '-' || substr(code, 5, 4);
END;
$$;
--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD COLUMN "reference" text DEFAULT precheck_reference('E') NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD COLUMN "reference" text DEFAULT precheck_reference('P') NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_ecom" ADD CONSTRAINT "precheck_ecom_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "precheck_pos" ADD CONSTRAINT "precheck_pos_reference_unique" UNIQUE("reference");