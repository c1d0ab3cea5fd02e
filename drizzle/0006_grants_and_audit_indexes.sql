ALTER TABLE "orders" ADD COLUMN "grant_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grant_note" text;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");