CREATE TABLE "trading_session_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"side" text NOT NULL,
	"units" double precision,
	"bar" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trading_session_events" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_session_orders" ADD CONSTRAINT "trading_session_orders_session_id_trading_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."trading_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_session_orders_session" ON "trading_session_orders" USING btree ("session_id");