-- Trigram indexes for searches anywhere in a text (ILIKE '%…%'), docs/decisions/032. pg_trgm is a
-- trusted extension: the database's owner may create it; PGlite loads its build (src/server/db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "audit_log_user_email_trgm_idx" ON "audit_log" USING gin (("details" #>> '{before,email}') gin_trgm_ops) WHERE "audit_log"."subject_type" = 'user';--> statement-breakpoint
CREATE INDEX "certificates_code_trgm_idx" ON "certificates" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificates_holder_name_trgm_idx" ON "certificates" USING gin ("holder_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_payment_reference_trgm_idx" ON "orders" USING gin ("payment_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trading_accounts_login_trgm_idx" ON "trading_accounts" USING gin ("login" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);