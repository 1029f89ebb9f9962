ALTER TABLE "workana_runs" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "workana_runs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workana_runs" ADD COLUMN "error_reason" text;--> statement-breakpoint
-- Stored outcomes in the job lifecycle's words: ok is done, blocked and error are failed with their reason; a
-- run still running belonged to a process of the old lifecycle and ends interrupted.
UPDATE "workana_runs" SET "finished_at" = "started_at" + coalesce("duration_ms", 0) * interval '1 millisecond' WHERE "status" <> 'running';--> statement-breakpoint
UPDATE "workana_runs" SET "status" = 'done' WHERE "status" = 'ok';--> statement-breakpoint
UPDATE "workana_runs" SET "status" = 'failed', "error" = 'blocked' WHERE "status" = 'blocked';--> statement-breakpoint
UPDATE "workana_runs" SET "status" = 'failed' WHERE "status" = 'error' AND "error" = 'interrupted';--> statement-breakpoint
UPDATE "workana_runs" SET "status" = 'failed', "error_reason" = "error", "error" = 'failed' WHERE "status" = 'error';--> statement-breakpoint
UPDATE "workana_runs" SET "status" = 'failed', "error" = 'interrupted', "finished_at" = now() WHERE "status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "workana_runs_active" ON "workana_runs" USING btree ("source_id") WHERE "workana_runs"."status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "workana_sources" DROP COLUMN "lease_owner";--> statement-breakpoint
ALTER TABLE "workana_sources" DROP COLUMN "lease_until";