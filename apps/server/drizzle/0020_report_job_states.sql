-- Reports' states are the jobs' states: generating is running, ready is done.
UPDATE "energy_reports" SET "status" = 'running' WHERE "status" = 'generating';--> statement-breakpoint
UPDATE "energy_reports" SET "status" = 'done' WHERE "status" = 'ready';
