CREATE TABLE "demo_platform_accounts" (
	"login" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"state" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"adjustments" bigint DEFAULT 0 NOT NULL,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "platform_commands_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"requested_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "connection" text;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "server" text;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "trading_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "trading_state_target" text DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "trading_password" text;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "platform_ref" jsonb;--> statement-breakpoint
ALTER TABLE "platform_commands" ADD CONSTRAINT "platform_commands_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_commands" ADD CONSTRAINT "platform_commands_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_commands_account_idx" ON "platform_commands" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "platform_commands_open_idx" ON "platform_commands" USING btree ("status","due_at") WHERE "platform_commands"."status" <> 'done';--> statement-breakpoint
-- Accounts made before platforms existed are opened on their platform once (the job queue carries
-- these out at the first start), and closed ones then take the state their verdict gives them.
INSERT INTO "platform_commands" ("account_id", "kind", "payload", "due_at", "created_at", "updated_at")
SELECT "id", 'provision', '{}'::jsonb, now(), now(), now() FROM "trading_accounts" ORDER BY "created_at";--> statement-breakpoint
UPDATE "trading_accounts" SET "trading_state_target" = CASE "status" WHEN 'failed' THEN 'close_only' ELSE 'read_only' END WHERE "status" <> 'active';--> statement-breakpoint
INSERT INTO "platform_commands" ("account_id", "kind", "payload", "due_at", "created_at", "updated_at")
SELECT "id", 'set_trading_state', jsonb_build_object('state', "trading_state_target"), now(), now(), now()
FROM "trading_accounts" WHERE "status" <> 'active' ORDER BY "created_at";
