ALTER TABLE "deals" ADD COLUMN "price" double precision;--> statement-breakpoint
ALTER TABLE "equity_snapshots" ADD COLUMN "positions" jsonb;