CREATE TABLE "energy_customer_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_id" integer,
	"kind" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_payment_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"reversed_on" date NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_payment_reversals_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "energy_cycles" ADD COLUMN "override_unit_ids" jsonb;--> statement-breakpoint
ALTER TABLE "energy_cycles" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "energy_cycles" ADD COLUMN "override_by" integer;--> statement-breakpoint
ALTER TABLE "energy_cycles" ADD COLUMN "override_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "energy_cycles" ADD COLUMN "reopen_reason" text;--> statement-breakpoint
ALTER TABLE "energy_cycles" ADD COLUMN "reopened_by" integer;--> statement-breakpoint
ALTER TABLE "energy_cycles" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "energy_payments" ADD COLUMN "excess_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_customer_credits" ADD CONSTRAINT "energy_customer_credits_customer_id_energy_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."energy_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_customer_credits" ADD CONSTRAINT "energy_customer_credits_payment_id_energy_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."energy_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_payment_reversals" ADD CONSTRAINT "energy_payment_reversals_payment_id_energy_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."energy_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "energy_customer_credits_customer" ON "energy_customer_credits" USING btree ("customer_id");