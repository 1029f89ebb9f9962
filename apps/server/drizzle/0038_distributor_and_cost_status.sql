ALTER TABLE "energy_distributors" ADD COLUMN "status" text DEFAULT 'ATIVA' NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_plant_costs" ADD COLUMN "status" text DEFAULT 'ATIVO' NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_plant_costs" ADD COLUMN "deactivated_on" date;