CREATE TABLE "daily_accounts" (
	"day" date NOT NULL,
	"challenge_id" uuid NOT NULL,
	"phase" integer NOT NULL,
	"phase_name" text NOT NULL,
	"funded" boolean NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_accounts_day_challenge_id_phase_phase_name_funded_pk" PRIMARY KEY("day","challenge_id","phase","phase_name","funded")
);
--> statement-breakpoint
CREATE TABLE "daily_orders" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_orders_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "daily_payouts" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"requested" integer DEFAULT 0 NOT NULL,
	"requested_amount" bigint DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_payouts_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "daily_revenue" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"challenge_id" uuid NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"refunded_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_revenue_day_currency_challenge_id_pk" PRIMARY KEY("day","currency","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "daily_sign_ups" (
	"day" date PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_paid_idx";--> statement-breakpoint
DROP INDEX "orders_refunded_idx";--> statement-breakpoint
DROP INDEX "trading_accounts_started_idx";--> statement-breakpoint
DROP INDEX "trading_accounts_passed_idx";--> statement-breakpoint
DROP INDEX "trading_accounts_failed_idx";
--> statement-breakpoint
-- The dashboard's daily figures (docs/decisions/032), kept by triggers like the users' figures of
-- 0010. For each table: `<table>_of(row, sign)` says what one source row adds to it (sign -1 takes
-- it away), `<table>_add(deltas)` folds those into its rows. Inserts and deletes fire once per
-- statement over all their rows (a bulk load is one upsert); updates fire per row, only when a
-- column a figure is made of changed (an account's equity moving fires nothing). Rows are upserted
-- in key order, so two writers lock shared day rows in the same order.
CREATE FUNCTION daily_revenue_of(o orders, sign integer) RETURNS SETOF daily_revenue LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'UTC')::date, o.currency, o.challenge_id, gross, refunds, paid_orders, refunded_orders
    FROM (VALUES (o.paid_at, sign * o.total, 0::bigint, sign, 0),
                 (CASE WHEN o.status = 'refunded' THEN o.refunded_at END, 0::bigint, sign * o.total, 0, sign)
         ) AS moved (at, gross, refunds, paid_orders, refunded_orders)
    WHERE at IS NOT NULL AND o.provider <> 'grant'
$$;--> statement-breakpoint
CREATE FUNCTION daily_revenue_add(deltas daily_revenue[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_revenue AS d
  SELECT day, currency, challenge_id, sum(gross), sum(refunds), sum(paid_orders), sum(refunded_orders)
    FROM unnest(deltas) GROUP BY day, currency, challenge_id
    HAVING sum(gross) <> 0 OR sum(refunds) <> 0 OR sum(paid_orders) <> 0 OR sum(refunded_orders) <> 0
    ORDER BY day, currency, challenge_id
  ON CONFLICT (day, currency, challenge_id) DO UPDATE SET gross = d.gross + excluded.gross,
    refunds = d.refunds + excluded.refunds, paid_orders = d.paid_orders + excluded.paid_orders,
    refunded_orders = d.refunded_orders + excluded.refunded_orders
$$;--> statement-breakpoint
CREATE FUNCTION daily_orders_of(o orders, sign integer) RETURNS SETOF daily_orders LANGUAGE sql IMMUTABLE AS $$
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.status, sign
$$;--> statement-breakpoint
CREATE FUNCTION daily_orders_add(deltas daily_orders[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_orders AS d
  SELECT day, status, sum(orders) FROM unnest(deltas) GROUP BY day, status HAVING sum(orders) <> 0 ORDER BY day, status
  ON CONFLICT (day, status) DO UPDATE SET orders = d.orders + excluded.orders
$$;--> statement-breakpoint
CREATE FUNCTION daily_accounts_of(a trading_accounts, sign integer) RETURNS SETOF daily_accounts LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'UTC')::date, a.challenge_id, a.phase, a.phase_name, a.funded, started, passed, failed
    FROM (VALUES (a.started_at, sign, 0, 0), (a.passed_at, 0, sign, 0), (a.failed_at, 0, 0, sign)) AS happened (at, started, passed, failed)
    WHERE at IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION daily_accounts_add(deltas daily_accounts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_accounts AS d
  SELECT day, challenge_id, phase, phase_name, funded, sum(started), sum(passed), sum(failed)
    FROM unnest(deltas) GROUP BY day, challenge_id, phase, phase_name, funded
    HAVING sum(started) <> 0 OR sum(passed) <> 0 OR sum(failed) <> 0
    ORDER BY day, challenge_id, phase, phase_name, funded
  ON CONFLICT (day, challenge_id, phase, phase_name, funded) DO UPDATE SET started = d.started + excluded.started,
    passed = d.passed + excluded.passed, failed = d.failed + excluded.failed
$$;--> statement-breakpoint
CREATE FUNCTION daily_payouts_of(p payouts, sign integer) RETURNS SETOF daily_payouts LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'UTC')::date, p.currency, requested, requested_amount, paid, paid_amount
    FROM (VALUES (p.requested_at, sign, sign * p.amount, 0, 0::bigint), (p.paid_at, 0, 0::bigint, sign, sign * p.amount))
      AS happened (at, requested, requested_amount, paid, paid_amount)
    WHERE at IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION daily_payouts_add(deltas daily_payouts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_payouts AS d
  SELECT day, currency, sum(requested), sum(requested_amount), sum(paid), sum(paid_amount)
    FROM unnest(deltas) GROUP BY day, currency
    HAVING sum(requested) <> 0 OR sum(requested_amount) <> 0 OR sum(paid) <> 0 OR sum(paid_amount) <> 0
    ORDER BY day, currency
  ON CONFLICT (day, currency) DO UPDATE SET requested = d.requested + excluded.requested,
    requested_amount = d.requested_amount + excluded.requested_amount, paid = d.paid + excluded.paid,
    paid_amount = d.paid_amount + excluded.paid_amount
$$;--> statement-breakpoint
CREATE FUNCTION daily_sign_ups_of(u users, sign integer) RETURNS SETOF daily_sign_ups LANGUAGE sql IMMUTABLE AS $$
  SELECT (u.created_at AT TIME ZONE 'UTC')::date, sign
$$;--> statement-breakpoint
CREATE FUNCTION daily_sign_ups_add(deltas daily_sign_ups[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_sign_ups AS d
  SELECT day, sum(users) FROM unnest(deltas) GROUP BY day HAVING sum(users) <> 0 ORDER BY day
  ON CONFLICT (day) DO UPDATE SET users = d.users + excluded.users
$$;--> statement-breakpoint
-- One keeper per source table: a statement's inserted rows (new_rows) or deleted rows (old_rows),
-- or one updated row's OLD taken away and NEW added.
CREATE FUNCTION orders_daily_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM daily_revenue_add(ARRAY(SELECT daily_revenue_of(OLD, -1) UNION ALL SELECT daily_revenue_of(NEW, 1)));
    PERFORM daily_orders_add(ARRAY(SELECT daily_orders_of(OLD, -1) UNION ALL SELECT daily_orders_of(NEW, 1)));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM daily_revenue_add(ARRAY(SELECT f FROM new_rows o, daily_revenue_of(o, 1) f));
    PERFORM daily_orders_add(ARRAY(SELECT f FROM new_rows o, daily_orders_of(o, 1) f));
  ELSE
    PERFORM daily_revenue_add(ARRAY(SELECT f FROM old_rows o, daily_revenue_of(o, -1) f));
    PERFORM daily_orders_add(ARRAY(SELECT f FROM old_rows o, daily_orders_of(o, -1) f));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_daily_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_daily_keep();--> statement-breakpoint
CREATE TRIGGER orders_daily_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_daily_keep();--> statement-breakpoint
CREATE TRIGGER orders_daily_updated AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.created_at, OLD.status, OLD.provider, OLD.currency, OLD.challenge_id, OLD.total, OLD.paid_at, OLD.refunded_at)
    IS DISTINCT FROM (NEW.created_at, NEW.status, NEW.provider, NEW.currency, NEW.challenge_id, NEW.total, NEW.paid_at, NEW.refunded_at))
  EXECUTE FUNCTION orders_daily_keep();--> statement-breakpoint
CREATE FUNCTION trading_accounts_daily_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM daily_accounts_add(ARRAY(SELECT daily_accounts_of(OLD, -1) UNION ALL SELECT daily_accounts_of(NEW, 1)));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM daily_accounts_add(ARRAY(SELECT f FROM new_rows a, daily_accounts_of(a, 1) f));
  ELSE
    PERFORM daily_accounts_add(ARRAY(SELECT f FROM old_rows a, daily_accounts_of(a, -1) f));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trading_accounts_daily_inserted AFTER INSERT ON trading_accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trading_accounts_daily_keep();--> statement-breakpoint
CREATE TRIGGER trading_accounts_daily_deleted AFTER DELETE ON trading_accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION trading_accounts_daily_keep();--> statement-breakpoint
CREATE TRIGGER trading_accounts_daily_updated AFTER UPDATE ON trading_accounts FOR EACH ROW
  WHEN ((OLD.started_at, OLD.passed_at, OLD.failed_at, OLD.challenge_id, OLD.phase, OLD.phase_name, OLD.funded)
    IS DISTINCT FROM (NEW.started_at, NEW.passed_at, NEW.failed_at, NEW.challenge_id, NEW.phase, NEW.phase_name, NEW.funded))
  EXECUTE FUNCTION trading_accounts_daily_keep();--> statement-breakpoint
CREATE FUNCTION payouts_daily_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM daily_payouts_add(ARRAY(SELECT daily_payouts_of(OLD, -1) UNION ALL SELECT daily_payouts_of(NEW, 1)));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM daily_payouts_add(ARRAY(SELECT f FROM new_rows p, daily_payouts_of(p, 1) f));
  ELSE
    PERFORM daily_payouts_add(ARRAY(SELECT f FROM old_rows p, daily_payouts_of(p, -1) f));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payouts_daily_inserted AFTER INSERT ON payouts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_daily_keep();--> statement-breakpoint
CREATE TRIGGER payouts_daily_deleted AFTER DELETE ON payouts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_daily_keep();--> statement-breakpoint
CREATE TRIGGER payouts_daily_updated AFTER UPDATE ON payouts FOR EACH ROW
  WHEN ((OLD.requested_at, OLD.paid_at, OLD.currency, OLD.amount) IS DISTINCT FROM (NEW.requested_at, NEW.paid_at, NEW.currency, NEW.amount))
  EXECUTE FUNCTION payouts_daily_keep();--> statement-breakpoint
CREATE FUNCTION users_daily_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM daily_sign_ups_add(ARRAY(SELECT daily_sign_ups_of(OLD, -1) UNION ALL SELECT daily_sign_ups_of(NEW, 1)));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM daily_sign_ups_add(ARRAY(SELECT f FROM new_rows u, daily_sign_ups_of(u, 1) f));
  ELSE
    PERFORM daily_sign_ups_add(ARRAY(SELECT f FROM old_rows u, daily_sign_ups_of(u, -1) f));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_daily_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_daily_keep();--> statement-breakpoint
CREATE TRIGGER users_daily_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_daily_keep();--> statement-breakpoint
CREATE TRIGGER users_daily_updated AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION users_daily_keep();--> statement-breakpoint
-- The figures of what is there already.
SELECT daily_revenue_add(ARRAY(SELECT f FROM orders o, daily_revenue_of(o, 1) f));--> statement-breakpoint
SELECT daily_orders_add(ARRAY(SELECT f FROM orders o, daily_orders_of(o, 1) f));--> statement-breakpoint
SELECT daily_accounts_add(ARRAY(SELECT f FROM trading_accounts a, daily_accounts_of(a, 1) f));--> statement-breakpoint
SELECT daily_payouts_add(ARRAY(SELECT f FROM payouts p, daily_payouts_of(p, 1) f));--> statement-breakpoint
SELECT daily_sign_ups_add(ARRAY(SELECT f FROM users u, daily_sign_ups_of(u, 1) f));
