CREATE TABLE "risk_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"detector" text NOT NULL,
	"key" text NOT NULL,
	"severity" text NOT NULL,
	"score" integer NOT NULL,
	"account_ids" uuid[] NOT NULL,
	"user_ids" uuid[] NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"action" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "risk_scans" (
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"since" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "risk_scans_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "risk_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_key" ON "risk_flags" USING btree ("key");--> statement-breakpoint
CREATE INDEX "risk_flags_accounts_idx" ON "risk_flags" USING gin ("account_ids");--> statement-breakpoint
CREATE INDEX "risk_flags_users_idx" ON "risk_flags" USING gin ("user_ids");--> statement-breakpoint
CREATE INDEX "risk_flags_queue_idx" ON "risk_flags" USING btree ("status","first_seen_at");--> statement-breakpoint
CREATE INDEX "deals_openings_idx" ON "deals" USING btree ("symbol","time") WHERE "deals"."entry" = 'in';--> statement-breakpoint
CREATE INDEX "login_events_ip_idx" ON "login_events" USING btree ("ip","at");