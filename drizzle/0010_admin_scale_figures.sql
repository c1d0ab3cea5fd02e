DROP INDEX "users_name_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accounts_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "total_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_subject_id_idx" ON "audit_log" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "orders_paid_challenge_idx" ON "orders" USING btree ("challenge_id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_accounts_idx" ON "users" USING btree ("accounts_count","id");--> statement-breakpoint
CREATE INDEX "users_total_paid_idx" ON "users" USING btree ("total_paid","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("last_name"),"id","last_name");--> statement-breakpoint
-- The users' figures, kept by triggers on the rows they are made of, so every writer (sign-in,
-- checkout, grants, resets, refunds, deletions) keeps them right without knowing of them.
CREATE FUNCTION users_last_login_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET last_login_at = NEW.at WHERE id = NEW.user_id AND (last_login_at IS NULL OR last_login_at < NEW.at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER login_events_last_login AFTER INSERT ON login_events
  FOR EACH ROW WHEN (NEW.success) EXECUTE FUNCTION users_last_login_keep();--> statement-breakpoint
-- An anonymised member's sign-ins are deleted: the last sign-in is what is left, or none.
CREATE FUNCTION users_last_login_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET last_login_at = (SELECT max(at) FROM login_events WHERE user_id = OLD.user_id AND success)
    WHERE id = OLD.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER login_events_last_login_deleted AFTER DELETE ON login_events
  FOR EACH ROW WHEN (OLD.success) EXECUTE FUNCTION users_last_login_forget();--> statement-breakpoint
CREATE FUNCTION users_accounts_count_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE users SET accounts_count = accounts_count - 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE users SET accounts_count = accounts_count + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trading_accounts_count AFTER INSERT OR DELETE ON trading_accounts
  FOR EACH ROW EXECUTE FUNCTION users_accounts_count_keep();--> statement-breakpoint
CREATE TRIGGER trading_accounts_count_moved AFTER UPDATE OF user_id ON trading_accounts
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION users_accounts_count_keep();--> statement-breakpoint
CREATE FUNCTION users_total_paid_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status = 'paid' THEN
    UPDATE users SET total_paid = total_paid - OLD.total WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'paid' THEN
    UPDATE users SET total_paid = total_paid + NEW.total WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_total_paid AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION users_total_paid_keep();--> statement-breakpoint
CREATE TRIGGER orders_total_paid_changed AFTER UPDATE OF status, total, user_id ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total IS DISTINCT FROM NEW.total OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION users_total_paid_keep();--> statement-breakpoint
-- The figures of the users there already.
UPDATE users u SET last_login_at = e.at FROM (
  SELECT user_id, max(at) AS at FROM login_events WHERE success GROUP BY user_id
) e WHERE e.user_id = u.id;--> statement-breakpoint
UPDATE users u SET accounts_count = a.n FROM (
  SELECT user_id, count(*)::int AS n FROM trading_accounts GROUP BY user_id
) a WHERE a.user_id = u.id;--> statement-breakpoint
UPDATE users u SET total_paid = o.total FROM (
  SELECT user_id, sum(total)::bigint AS total FROM orders WHERE status = 'paid' GROUP BY user_id
) o WHERE o.user_id = u.id;
