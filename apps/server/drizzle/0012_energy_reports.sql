CREATE TABLE "energy_report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"day" integer NOT NULL,
	"hour" integer NOT NULL,
	"recipients" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"locale" text NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"last_run_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"error_reason" text,
	"requested_by" integer,
	"requested_by_name" text DEFAULT '' NOT NULL,
	"schedule_id" integer,
	"deliver_to" text,
	"filename" text,
	"content_type" text,
	"size" integer,
	"file" "bytea",
	"sent_to" text,
	"sent_to_customer" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "energy_reports_created" ON "energy_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "energy_reports_status" ON "energy_reports" USING btree ("status");