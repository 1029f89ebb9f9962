ALTER TABLE "trading_runs" ADD COLUMN "source_run_id" integer;--> statement-breakpoint
ALTER TABLE "trading_runs" ADD COLUMN "draws" jsonb;--> statement-breakpoint
ALTER TABLE "trading_runs" ADD CONSTRAINT "trading_runs_source_run_id_trading_runs_id_fk" FOREIGN KEY ("source_run_id") REFERENCES "public"."trading_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_runs_source" ON "trading_runs" USING btree ("source_run_id");