ALTER TABLE "trading_instruments" DROP CONSTRAINT "trading_instruments_symbol_unique";--> statement-breakpoint
ALTER TABLE "trading_runs" DROP CONSTRAINT "trading_runs_instrument_id_trading_instruments_id_fk";
--> statement-breakpoint
ALTER TABLE "trading_sessions" DROP CONSTRAINT "trading_sessions_instrument_id_trading_instruments_id_fk";
--> statement-breakpoint
ALTER TABLE "trading_instruments" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "trading_instruments" ADD CONSTRAINT "trading_instruments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_runs" ADD CONSTRAINT "trading_runs_instrument_id_trading_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."trading_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_sessions" ADD CONSTRAINT "trading_sessions_instrument_id_trading_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."trading_instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_instruments_shared_symbol" ON "trading_instruments" USING btree ("symbol") WHERE owner_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_instruments_owner_symbol" ON "trading_instruments" USING btree ("owner_id","symbol") WHERE owner_id is not null;