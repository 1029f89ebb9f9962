CREATE TABLE "trading_candles" (
	"instrument_id" integer NOT NULL,
	"timeframe" text NOT NULL,
	"time" bigint NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision NOT NULL,
	CONSTRAINT "trading_candles_instrument_id_timeframe_time_pk" PRIMARY KEY("instrument_id","timeframe","time")
);
--> statement-breakpoint
CREATE TABLE "trading_instruments" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"lot_size" double precision NOT NULL,
	"tick_size" double precision NOT NULL,
	"timezone" text NOT NULL,
	"base_timeframe" text DEFAULT '1d' NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trading_instruments_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "trading_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"error_reason" text,
	"job_id" text,
	"request_key" text NOT NULL,
	"instrument_id" integer NOT NULL,
	"timeframe" text NOT NULL,
	"from_date" text,
	"to_date" text,
	"strategy_id" integer,
	"strategy_version_id" integer,
	"strategy_name" text NOT NULL,
	"strategy_version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"params" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"plan" jsonb,
	"stats" jsonb,
	"equity" jsonb,
	"result" jsonb,
	"trade_count" integer,
	"final_equity" double precision,
	"return_pct" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trading_strategies" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_strategy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"strategy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_trades" (
	"run_id" integer NOT NULL,
	"n" integer NOT NULL,
	"size" double precision NOT NULL,
	"entry_bar" integer NOT NULL,
	"exit_bar" integer NOT NULL,
	"entry_time" bigint NOT NULL,
	"exit_time" bigint NOT NULL,
	"entry_price" double precision NOT NULL,
	"exit_price" double precision NOT NULL,
	"sl" double precision,
	"tp" double precision,
	"pnl" double precision NOT NULL,
	"commission" double precision NOT NULL,
	"return_pct" double precision NOT NULL,
	"duration" bigint NOT NULL,
	"tag" text,
	CONSTRAINT "trading_trades_run_id_n_pk" PRIMARY KEY("run_id","n")
);
--> statement-breakpoint
ALTER TABLE "trading_candles" ADD CONSTRAINT "trading_candles_instrument_id_trading_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."trading_instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_runs" ADD CONSTRAINT "trading_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_runs" ADD CONSTRAINT "trading_runs_instrument_id_trading_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."trading_instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_runs" ADD CONSTRAINT "trading_runs_strategy_id_trading_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."trading_strategies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_runs" ADD CONSTRAINT "trading_runs_strategy_version_id_trading_strategy_versions_id_fk" FOREIGN KEY ("strategy_version_id") REFERENCES "public"."trading_strategy_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_strategies" ADD CONSTRAINT "trading_strategies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_strategy_versions" ADD CONSTRAINT "trading_strategy_versions_strategy_id_trading_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."trading_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_run_id_trading_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."trading_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_runs_owner" ON "trading_runs" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_runs_active_request" ON "trading_runs" USING btree ("request_key") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "trading_strategies_owner" ON "trading_strategies" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_strategy_versions_natural" ON "trading_strategy_versions" USING btree ("strategy_id","version");