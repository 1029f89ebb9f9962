CREATE TABLE "development_exceptions" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"error" text NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"request_ids" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optop_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer,
	"user_id" integer NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"cost_usd" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "optop_usage" ADD CONSTRAINT "optop_usage_message_id_optop_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."optop_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optop_usage" ADD CONSTRAINT "optop_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_exceptions_last_seen" ON "development_exceptions" USING btree ("last_seen");--> statement-breakpoint
CREATE UNIQUE INDEX "optop_usage_message" ON "optop_usage" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "optop_usage_created" ON "optop_usage" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "optop_usage" ("message_id", "user_id", "model", "input_tokens", "output_tokens", "cost_usd", "created_at")
SELECT m."id", c."owner_id", coalesce(m."model", ''), coalesce((m."usage"->>'input_tokens')::int, 0),
  coalesce((m."usage"->>'output_tokens')::int, 0), (m."usage"->>'cost_usd')::float8, m."created_at"
FROM "optop_messages" m JOIN "optop_conversations" c ON c."id" = m."conversation_id"
WHERE m."role" = 'assistant' AND m."usage" IS NOT NULL;
