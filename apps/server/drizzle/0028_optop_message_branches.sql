ALTER TABLE "optop_messages" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "optop_messages" ADD COLUMN "chosen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "optop_messages" ADD CONSTRAINT "optop_messages_parent_id_optop_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."optop_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optop_messages_parent" ON "optop_messages" USING btree ("parent_id");--> statement-breakpoint
UPDATE "optop_messages" AS m SET "parent_id" = (SELECT max(p."id") FROM "optop_messages" AS p WHERE p."conversation_id" = m."conversation_id" AND p."id" < m."id");
