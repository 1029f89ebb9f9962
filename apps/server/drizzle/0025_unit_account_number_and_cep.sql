ALTER TABLE "energy_units" ADD COLUMN "account_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_units" ADD COLUMN "cep" text DEFAULT '' NOT NULL;