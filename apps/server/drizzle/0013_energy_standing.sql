CREATE TABLE "energy_standing_changes" (
	"id" bigserial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_standing_rows" (
	"scope_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"installation_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"document" text NOT NULL,
	"status" text NOT NULL,
	"distributor" text NOT NULL,
	"plant_id" integer,
	"plant_name" text,
	"percent_ppm" integer,
	"cycles" integer,
	"consumption_kwh" double precision,
	"allocated_kwh" double precision,
	"mean_consumption_kwh" integer,
	"mean_received_kwh" integer,
	"coverage" double precision,
	"compensated_kwh" double precision,
	"balance_kwh" double precision NOT NULL,
	"financial" text NOT NULL,
	"sem_fatura" boolean NOT NULL,
	"em_atraso" boolean NOT NULL,
	"sobrealocada" boolean NOT NULL,
	"subalocada" boolean NOT NULL,
	"surplus" boolean NOT NULL,
	"deficit" boolean NOT NULL,
	"months_of_cover" double precision,
	"proposed_ppm" integer,
	CONSTRAINT "energy_standing_rows_scope_id_unit_id_pk" PRIMARY KEY("scope_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "energy_standing_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "energy_standing_scopes_scope" ON "energy_standing_scopes" USING btree ("scope","version");