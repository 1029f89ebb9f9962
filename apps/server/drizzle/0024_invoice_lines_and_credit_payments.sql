ALTER TABLE "energy_invoices" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_payments" ADD COLUMN "source" text DEFAULT 'RECEBIMENTO' NOT NULL;