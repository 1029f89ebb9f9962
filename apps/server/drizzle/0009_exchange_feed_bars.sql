CREATE TABLE "trading_feed_bars" (
	"session_id" integer NOT NULL,
	"time" bigint NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" double precision NOT NULL,
	CONSTRAINT "trading_feed_bars_session_id_time_pk" PRIMARY KEY("session_id","time")
);
--> statement-breakpoint
ALTER TABLE "trading_feed_bars" ADD CONSTRAINT "trading_feed_bars_session_id_trading_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."trading_sessions"("id") ON DELETE cascade ON UPDATE no action;