-- Session lookups are cached in each server process (src/server/auth/sessionCache.ts): every change
-- to a user or to a session that a check reads NOTIFYs auth_changed with the user's id, on commit,
-- and every process drops that user's cached sessions (docs/decisions/034).
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column holding the user's id (users.id, sessions.user_id).
  PERFORM pg_notify('auth_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_auth_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('id');
--> statement-breakpoint
-- last_seen_at moves every five minutes per open session and is not part of a check's answer.
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION notify_auth_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('user_id');
