CREATE TABLE "energy_invoice_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"previous_due_date" date NOT NULL,
	"due_date" date NOT NULL,
	"fine_centavos" integer NOT NULL,
	"interest_centavos" integer NOT NULL,
	"total_centavos" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_invoices" ADD COLUMN "carried_charges_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_invoices" ADD COLUMN "copy_charges_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_payments" ADD COLUMN "carried_to_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "energy_invoice_copies" ADD CONSTRAINT "energy_invoice_copies_invoice_id_energy_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."energy_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_payments" ADD CONSTRAINT "energy_payments_carried_to_invoice_id_energy_invoices_id_fk" FOREIGN KEY ("carried_to_invoice_id") REFERENCES "public"."energy_invoices"("id") ON DELETE no action ON UPDATE no action;