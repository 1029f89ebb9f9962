CREATE TABLE "trading_session_events" (
	"session_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"bar" integer,
	"bar_time" bigint,
	"size" double precision,
	"price" double precision,
	"pnl" double precision,
	"halt" text,
	CONSTRAINT "trading_session_events_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
CREATE TABLE "trading_session_trades" (
	"session_id" integer NOT NULL,
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
	CONSTRAINT "trading_session_trades_session_id_n_pk" PRIMARY KEY("session_id","n")
);
--> statement-breakpoint
CREATE TABLE "trading_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"halt" text,
	"halt_params" jsonb,
	"instrument_id" integer NOT NULL,
	"timeframe" text NOT NULL,
	"feed" text NOT NULL,
	"speed" integer NOT NULL,
	"from_date" text,
	"to_date" text,
	"seed" integer DEFAULT 1 NOT NULL,
	"start_time" bigint,
	"start_price" double precision,
	"strategy_id" integer,
	"strategy_version_id" integer,
	"strategy_name" text NOT NULL,
	"strategy_version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"params" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"limits" jsonb NOT NULL,
	"notify_fills" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'pt-BR' NOT NULL,
	"bars" integer DEFAULT 0 NOT NULL,
	"last_bar_time" bigint,
	"last_price" double precision,
	"equity" double precision NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"open_trades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fill_count" integer DEFAULT 0 NOT NULL,
	"trade_count" integer DEFAULT 0 NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trading_session_events" ADD CONSTRAINT "trading_session_events_session_id_trading_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."trading_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_session_trades" ADD CONSTRAINT "trading_session_trades_session_id_trading_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."trading_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_sessions" ADD CONSTRAINT "trading_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_sessions" ADD CONSTRAINT "trading_sessions_instrument_id_trading_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."trading_instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_sessions" ADD CONSTRAINT "trading_sessions_strategy_id_trading_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."trading_strategies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_sessions" ADD CONSTRAINT "trading_sessions_strategy_version_id_trading_strategy_versions_id_fk" FOREIGN KEY ("strategy_version_id") REFERENCES "public"."trading_strategy_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_sessions_owner" ON "trading_sessions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "trading_sessions_state" ON "trading_sessions" USING btree ("state");