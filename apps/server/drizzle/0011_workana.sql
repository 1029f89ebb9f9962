CREATE TABLE "workana_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_type" text,
	"budget_min" double precision,
	"budget_max" double precision,
	"budget_currency" text,
	"budget_raw" text,
	"bids" integer,
	"posted_at" timestamp with time zone,
	"client_name" text,
	"client_country" text,
	"client_verified" boolean DEFAULT false NOT NULL,
	"client_rating" real,
	"urgent" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"invite" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workana_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"rule_id" integer,
	"rule_name" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"bids_at_match" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workana_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'instant' NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"quiet_start" integer,
	"quiet_end" integer,
	"hourly_cap" integer DEFAULT 20 NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"locale" text DEFAULT 'pt-BR' NOT NULL,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workana_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"to_brl" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workana_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workana_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer,
	"pages" integer DEFAULT 0 NOT NULL,
	"new_jobs" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"blocked_reason" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "workana_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"interval_minutes" integer DEFAULT 15 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"blocked_reason" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	CONSTRAINT "workana_sources_kind_unique" UNIQUE("kind")
);
--> statement-breakpoint
ALTER TABLE "workana_matches" ADD CONSTRAINT "workana_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workana_matches" ADD CONSTRAINT "workana_matches_job_id_workana_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."workana_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workana_matches" ADD CONSTRAINT "workana_matches_rule_id_workana_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."workana_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workana_preferences" ADD CONSTRAINT "workana_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workana_rules" ADD CONSTRAINT "workana_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workana_runs" ADD CONSTRAINT "workana_runs_source_id_workana_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."workana_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workana_jobs_source_external" ON "workana_jobs" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "workana_jobs_first_seen" ON "workana_jobs" USING btree ("first_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workana_matches_user_job" ON "workana_matches" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "workana_matches_pending" ON "workana_matches" USING btree ("user_id") WHERE "workana_matches"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "workana_runs_started" ON "workana_runs" USING btree ("started_at");