CREATE TABLE "energy_allocation_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	"effective_cycle" text NOT NULL,
	"status" text NOT NULL,
	"protocol" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_distributor_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"consumption_kwh" integer NOT NULL,
	"injected_kwh" integer DEFAULT 0 NOT NULL,
	"compensated_kwh" integer,
	"credit_balance_kwh" integer,
	"cip_centavos" integer DEFAULT 0 NOT NULL,
	"total_centavos" integer,
	"due_date" date,
	"reading_start" date,
	"reading_end" date,
	"check_status" text DEFAULT 'PENDENTE' NOT NULL,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "energy_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"plant_id" integer,
	"quota_kwh" integer NOT NULL,
	"pricing_mode" text NOT NULL,
	"discount_ppm" integer NOT NULL,
	"fixed_fee_centavos" integer NOT NULL,
	"base_includes_flag" boolean NOT NULL,
	"due_day" integer NOT NULL,
	"payment_method" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_type" text NOT NULL,
	"name" text NOT NULL,
	"document" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_customers_document_unique" UNIQUE("document")
);
--> statement-breakpoint
CREATE TABLE "energy_cycle_results" (
	"cycle" text NOT NULL,
	"unit_id" integer NOT NULL,
	"consumption_kwh" integer NOT NULL,
	"allocated_kwh" integer NOT NULL,
	"compensated_kwh" integer NOT NULL,
	"residual_kwh" integer NOT NULL,
	"banked_kwh" integer NOT NULL,
	"expired_kwh" integer NOT NULL,
	"minimum_rule" text NOT NULL,
	"bill_centavos" integer NOT NULL,
	"bill_without_gd_centavos" integer NOT NULL,
	"uses_pending_rules" boolean NOT NULL,
	"usage" jsonb NOT NULL,
	CONSTRAINT "energy_cycle_results_cycle_unit_id_pk" PRIMARY KEY("cycle","unit_id")
);
--> statement-breakpoint
CREATE TABLE "energy_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle" text NOT NULL,
	"flag_micros" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"units_total" integer DEFAULT 0 NOT NULL,
	"units_done" integer DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_cycles_cycle_unique" UNIQUE("cycle")
);
--> statement-breakpoint
CREATE TABLE "energy_distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"acronym" text NOT NULL,
	"name" text NOT NULL,
	"cnpj" text NOT NULL,
	"ufs" jsonb NOT NULL,
	"tax_formula" text NOT NULL,
	"gd1_minimum" text NOT NULL,
	"gd2_minimum" text NOT NULL,
	"credit_validity_months" integer NOT NULL,
	"expiry_counting" text NOT NULL,
	"icms_ppm" integer NOT NULL,
	"pis_ppm" integer NOT NULL,
	"cofins_ppm" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_distributors_acronym_unique" UNIQUE("acronym")
);
--> statement-breakpoint
CREATE TABLE "energy_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"cycle" text NOT NULL,
	"contract_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"consumption_kwh" integer NOT NULL,
	"compensated_kwh" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	"bill_with_gd_centavos" integer NOT NULL,
	"bill_without_gd_centavos" integer NOT NULL,
	"savings_centavos" integer NOT NULL,
	"worse_off_warning" boolean NOT NULL,
	"credit_balance_kwh" integer NOT NULL,
	"expiring_kwh" integer NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"paid_centavos" integer DEFAULT 0 NOT NULL,
	"paid_on" date,
	"payment_method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_credit_lots" (
	"id" text PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"regime" text NOT NULL,
	"origin_cycle" text NOT NULL,
	"initial_kwh" integer NOT NULL,
	"balance_kwh" integer NOT NULL,
	"expires_at" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_credit_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"cycle" text NOT NULL,
	"type" text NOT NULL,
	"kwh" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"credited_on" date NOT NULL,
	"late_charges_centavos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_plant_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"month" text NOT NULL,
	"category" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_plant_increments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"access_request_date" date NOT NULL,
	"dc_power_kwp" numeric(12, 3) NOT NULL,
	"ac_power_kw" numeric(12, 3) NOT NULL,
	"regime" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_plants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"distributor_id" integer NOT NULL,
	"generating_unit_id" integer NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"uf" text NOT NULL,
	"latitude" real,
	"longitude" real,
	"dc_power_kwp" numeric(12, 3) NOT NULL,
	"ac_power_kw" numeric(12, 3) NOT NULL,
	"source" text NOT NULL,
	"dispatchable" boolean NOT NULL,
	"modality" text NOT NULL,
	"access_request_date" date NOT NULL,
	"injection_start" date NOT NULL,
	"regime" text NOT NULL,
	"status" text NOT NULL,
	"monthly_irradiation" jsonb NOT NULL,
	"performance_ratio" real NOT NULL,
	"annual_degradation" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_generation_readings" (
	"plant_id" integer NOT NULL,
	"day" date NOT NULL,
	"energy_wh" integer NOT NULL,
	"irradiation_wh_m2" integer,
	"source" text NOT NULL,
	"quality" text DEFAULT 'OK' NOT NULL,
	"import_id" integer,
	CONSTRAINT "energy_generation_readings_plant_id_day_pk" PRIMARY KEY("plant_id","day")
);
--> statement-breakpoint
CREATE TABLE "energy_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"subgroup" text NOT NULL,
	"valid_from" date NOT NULL,
	"te_micros" integer NOT NULL,
	"tusd_micros" integer NOT NULL,
	"fio_b_micros" integer NOT NULL,
	"fio_a_micros" integer NOT NULL,
	"charges_micros" integer NOT NULL,
	"resolution" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"installation_number" text NOT NULL,
	"supply_group" text NOT NULL,
	"subgroup" text NOT NULL,
	"unit_class" text NOT NULL,
	"connection" text,
	"city" text DEFAULT '' NOT NULL,
	"uf" text NOT NULL,
	"contract_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_allocation_versions" ADD CONSTRAINT "energy_allocation_versions_plant_id_energy_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."energy_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_distributor_bills" ADD CONSTRAINT "energy_distributor_bills_unit_id_energy_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."energy_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_distributor_bills" ADD CONSTRAINT "energy_distributor_bills_import_id_energy_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."energy_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_contracts" ADD CONSTRAINT "energy_contracts_customer_id_energy_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."energy_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_payments" ADD CONSTRAINT "energy_payments_invoice_id_energy_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."energy_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_plant_costs" ADD CONSTRAINT "energy_plant_costs_plant_id_energy_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."energy_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_plant_increments" ADD CONSTRAINT "energy_plant_increments_plant_id_energy_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."energy_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_plants" ADD CONSTRAINT "energy_plants_distributor_id_energy_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."energy_distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_plants" ADD CONSTRAINT "energy_plants_generating_unit_id_energy_units_id_fk" FOREIGN KEY ("generating_unit_id") REFERENCES "public"."energy_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_generation_readings" ADD CONSTRAINT "energy_generation_readings_plant_id_energy_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."energy_plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_generation_readings" ADD CONSTRAINT "energy_generation_readings_import_id_energy_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."energy_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_tariffs" ADD CONSTRAINT "energy_tariffs_distributor_id_energy_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."energy_distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_units" ADD CONSTRAINT "energy_units_distributor_id_energy_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."energy_distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_units" ADD CONSTRAINT "energy_units_customer_id_energy_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."energy_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_units" ADD CONSTRAINT "energy_units_contract_id_energy_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."energy_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "energy_allocation_versions_natural" ON "energy_allocation_versions" USING btree ("plant_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_bills_natural" ON "energy_distributor_bills" USING btree ("unit_id","cycle");--> statement-breakpoint
CREATE INDEX "energy_bills_cycle" ON "energy_distributor_bills" USING btree ("cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_imports_hash" ON "energy_imports" USING btree ("kind","file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_invoices_natural" ON "energy_invoices" USING btree ("cycle","unit_id");--> statement-breakpoint
CREATE INDEX "energy_invoices_customer" ON "energy_invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "energy_lots_unit" ON "energy_credit_lots" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "energy_lots_active_expiry" ON "energy_credit_lots" USING btree ("expires_at") WHERE status = 'ATIVO';--> statement-breakpoint
CREATE UNIQUE INDEX "energy_movements_natural" ON "energy_credit_movements" USING btree ("lot_id","cycle","type");--> statement-breakpoint
CREATE INDEX "energy_movements_cycle" ON "energy_credit_movements" USING btree ("cycle");--> statement-breakpoint
CREATE INDEX "energy_movements_unit" ON "energy_credit_movements" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_tariffs_natural" ON "energy_tariffs" USING btree ("distributor_id","subgroup","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_units_natural" ON "energy_units" USING btree ("distributor_id","installation_number");--> statement-breakpoint
CREATE INDEX "energy_units_customer" ON "energy_units" USING btree ("customer_id");