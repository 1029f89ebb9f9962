CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"requested_by" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_active" ON "background_jobs" USING btree ("name","subject") WHERE "background_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "background_jobs_created" ON "background_jobs" USING btree ("created_at");