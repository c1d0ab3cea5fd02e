ALTER TABLE "invoices" ADD COLUMN "vat_check" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_check" jsonb;