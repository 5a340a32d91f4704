CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text,
	"source" text NOT NULL,
	"options" jsonb NOT NULL,
	"progress" jsonb,
	"report" jsonb,
	"error" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_hash" text;--> statement-breakpoint
CREATE INDEX "import_jobs_created" ON "import_jobs" USING btree ("created_at");