ALTER TABLE "api_test_collections" ADD COLUMN "schedule_minutes" integer;--> statement-breakpoint
ALTER TABLE "api_test_collections" ADD COLUMN "next_run_at" timestamp with time zone;