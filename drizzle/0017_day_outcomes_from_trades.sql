ALTER TABLE "account_days" DROP COLUMN "wins";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "losses";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "gross_profit";--> statement-breakpoint
ALTER TABLE "account_days" DROP COLUMN "gross_loss";