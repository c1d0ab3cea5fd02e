CREATE TABLE "breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"equity" bigint NOT NULL,
	"floor" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"kind" text NOT NULL,
	"holder_name" text NOT NULL,
	"title" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"account_size" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" bigint NOT NULL,
	"platform" text DEFAULT 'MT5' NOT NULL,
	"leverage" integer DEFAULT 100 NOT NULL,
	"profit_split_pct" integer NOT NULL,
	"payout_interval_days" integer DEFAULT 14 NOT NULL,
	"phases" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"account_id" uuid NOT NULL,
	"ticket" text NOT NULL,
	"entry" text NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"volume" double precision NOT NULL,
	"profit" bigint NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"swap" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "deals_account_id_ticket_entry_pk" PRIMARY KEY("account_id","ticket","entry")
);
--> statement-breakpoint
CREATE TABLE "equity_snapshots" (
	"account_id" uuid NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"balance" bigint NOT NULL,
	"equity" bigint NOT NULL,
	CONSTRAINT "equity_snapshots_account_id_time_pk" PRIMARY KEY("account_id","time")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	"billing" jsonb NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_reference" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"order_id" uuid,
	"previous_account_id" uuid,
	"phase" integer NOT NULL,
	"phase_name" text NOT NULL,
	"funded" boolean DEFAULT false NOT NULL,
	"login" text NOT NULL,
	"platform" text NOT NULL,
	"currency" text NOT NULL,
	"initial_balance" bigint NOT NULL,
	"rules" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"balance" bigint NOT NULL,
	"equity" bigint NOT NULL,
	"evaluation" jsonb,
	"checkpoint" jsonb,
	"last_synced_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "breaches" ADD CONSTRAINT "breaches_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_snapshots" ADD CONSTRAINT "equity_snapshots_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "certificates_user_id_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_slug_key" ON "challenges" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "deals_account_time_idx" ON "deals" USING btree ("account_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_accounts_login_key" ON "trading_accounts" USING btree ("login");--> statement-breakpoint
CREATE INDEX "trading_accounts_user_id_idx" ON "trading_accounts" USING btree ("user_id");