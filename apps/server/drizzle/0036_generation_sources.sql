CREATE TABLE "energy_generation_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"base_url" text,
	"site_id" text,
	"api_key" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"interval_minutes" integer DEFAULT 360 NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_pull_at" timestamp with time zone,
	"next_pull_at" timestamp with time zone,
	"last_error" text,
	"last_error_params" jsonb,
	"last_import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_generation_sources_plant_id_unique" UNIQUE("plant_id")
);
--> statement-breakpoint
ALTER TABLE "energy_imports" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "energy_generation_sources" ADD CONSTRAINT "energy_generation_sources_plant_id_energy_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."energy_plants"("id") ON DELETE cascade ON UPDATE no action;