CREATE TABLE "balance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"payout_id" uuid
);
--> statement-breakpoint
CREATE TABLE "news_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"time" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"impact" text NOT NULL,
	"title" text NOT NULL,
	"forecast" text,
	"previous" text,
	"actual" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_destinations" (
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"destination" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_destinations_user_id_method_pk" PRIMARY KEY("user_id","method")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"withdrawn" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"destination" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"eligibility" jsonb NOT NULL,
	"rejection_reason" text,
	"payment_reference" text,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "funded_news_window_minutes" integer DEFAULT 2;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_destinations" ADD CONSTRAINT "payout_destinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_account_time_idx" ON "balance_adjustments" USING btree ("account_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_payout_key" ON "balance_adjustments" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_events_external_id_key" ON "news_events" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "news_events_time_idx" ON "news_events" USING btree ("time");--> statement-breakpoint
CREATE INDEX "news_events_impact_time_idx" ON "news_events" USING btree ("impact","time");--> statement-breakpoint
CREATE INDEX "payouts_user_id_idx" ON "payouts" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_account_id_idx" ON "payouts" USING btree ("account_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_per_account" ON "payouts" USING btree ("account_id") WHERE "payouts"."status" in ('requested', 'approved');