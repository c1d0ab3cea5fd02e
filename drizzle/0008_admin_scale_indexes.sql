DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_kind_issued_idx" ON "certificates" USING btree ("kind","issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_payout_idx" ON "certificates" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","provider","currency","challenge_id","total");--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("refunded_at","status","provider","currency","challenge_id","total");--> statement-breakpoint
CREATE INDEX "payouts_requested_idx" ON "payouts" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "payouts_amount_idx" ON "payouts" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "trading_accounts_status_idx" ON "trading_accounts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "trading_accounts_started_idx" ON "trading_accounts" USING btree ("started_at","funded","phase");--> statement-breakpoint
CREATE INDEX "trading_accounts_passed_idx" ON "trading_accounts" USING btree ("passed_at","funded","challenge_id","phase","phase_name");--> statement-breakpoint
CREATE INDEX "trading_accounts_failed_idx" ON "trading_accounts" USING btree ("failed_at","funded","challenge_id","phase","phase_name");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("last_name"),"id");