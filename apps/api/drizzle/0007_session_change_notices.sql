-- Tells every instance, when the change commits, that a session or a user changed: instances that keep
-- signed-in sessions in memory forget them at once (features/auth/session-cache.ts). Triggers rather
-- than the application's writers, so that no path that revokes, deletes or changes a role can forget.
CREATE FUNCTION session_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 's:' || OLD.jti);
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_change_notice AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_change_notice();
--> statement-breakpoint
CREATE TRIGGER users_change_notice AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_change_notice();
