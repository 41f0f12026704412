-- Keeps precheck_counts in step with the two pre-check tables: one row per kind and UTC month.
CREATE FUNCTION precheck_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  created timestamptz := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE OLD.created_at END;
BEGIN
  INSERT INTO precheck_counts (kind, month, count)
  VALUES (TG_ARGV[0], date_trunc('month', created AT TIME ZONE 'UTC')::date, delta)
  ON CONFLICT (kind, month) DO UPDATE SET count = precheck_counts.count + EXCLUDED.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER precheck_pos_counts AFTER INSERT OR DELETE ON precheck_pos
  FOR EACH ROW EXECUTE FUNCTION precheck_counts_track('pos');
--> statement-breakpoint
CREATE TRIGGER precheck_ecom_counts AFTER INSERT OR DELETE ON precheck_ecom
  FOR EACH ROW EXECUTE FUNCTION precheck_counts_track('ecom');
--> statement-breakpoint
-- Counts of rows that existed before the triggers did.
INSERT INTO precheck_counts (kind, month, count)
SELECT 'pos', date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM precheck_pos GROUP BY 2
UNION ALL
SELECT 'ecom', date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM precheck_ecom GROUP BY 2
ON CONFLICT (kind, month) DO UPDATE SET count = EXCLUDED.count;
