CREATE TABLE "account_days" (
	"account_id" uuid NOT NULL,
	"day" text NOT NULL,
	"start_balance" bigint NOT NULL,
	"start_equity" bigint NOT NULL,
	"pnl" bigint NOT NULL,
	"trades" integer NOT NULL,
	"closed" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"gross_profit" bigint NOT NULL,
	"gross_loss" bigint NOT NULL,
	"lots" double precision NOT NULL,
	CONSTRAINT "account_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "account_equity" (
	"account_id" uuid NOT NULL,
	"resolution" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"balance" bigint NOT NULL,
	"equity" bigint NOT NULL,
	"min_equity" bigint NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "account_equity_account_id_resolution_bucket_pk" PRIMARY KEY("account_id","resolution","bucket")
);
--> statement-breakpoint
CREATE TABLE "account_symbols" (
	"account_id" uuid NOT NULL,
	"symbol" text COLLATE "C" NOT NULL,
	"trades" integer NOT NULL,
	CONSTRAINT "account_symbols_account_id_symbol_pk" PRIMARY KEY("account_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "account_trades" (
	"account_id" uuid NOT NULL,
	"ticket" text COLLATE "C" NOT NULL,
	"symbol" text COLLATE "C" NOT NULL,
	"side" text NOT NULL,
	"volume" double precision NOT NULL,
	"open_time" timestamp (3) with time zone,
	"close_time" timestamp (3) with time zone NOT NULL,
	"close_day" text NOT NULL,
	"profit" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"swap" bigint NOT NULL,
	"result" bigint NOT NULL,
	CONSTRAINT "account_trades_account_id_ticket_pk" PRIMARY KEY("account_id","ticket")
);
--> statement-breakpoint
ALTER TABLE "account_days" ADD CONSTRAINT "account_days_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_equity" ADD CONSTRAINT "account_equity_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_symbols" ADD CONSTRAINT "account_symbols_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_trades" ADD CONSTRAINT "account_trades_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_trades_time_idx" ON "account_trades" USING btree ("account_id","close_time" DESC NULLS FIRST,"ticket");--> statement-breakpoint
CREATE INDEX "account_trades_symbol_idx" ON "account_trades" USING btree ("account_id","symbol","close_time" DESC NULLS FIRST,"ticket");--> statement-breakpoint
CREATE INDEX "account_trades_result_idx" ON "account_trades" USING btree ("account_id","result","close_time" DESC NULLS FIRST,"ticket");--> statement-breakpoint
CREATE INDEX "account_trades_day_idx" ON "account_trades" USING btree ("account_id","close_day");