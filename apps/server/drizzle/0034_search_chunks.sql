CREATE TABLE "trading_search_chunks" (
	"run_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"chunk" integer NOT NULL,
	"values" double precision[],
	"error" text,
	CONSTRAINT "trading_search_chunks_run_id_stage_chunk_pk" PRIMARY KEY("run_id","stage","chunk")
);
--> statement-breakpoint
ALTER TABLE "trading_search_chunks" ADD CONSTRAINT "trading_search_chunks_run_id_trading_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."trading_runs"("id") ON DELETE cascade ON UPDATE no action;