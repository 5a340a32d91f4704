CREATE TABLE "feed_url_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"http_status" integer,
	"outcome" text NOT NULL,
	"import_job_id" uuid,
	"counts" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "feed_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"interval_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"store_id" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"etag" text,
	"last_modified" text,
	"body_sha256" text,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_urls_interval" CHECK ("feed_urls"."interval_minutes" >= 5)
);
--> statement-breakpoint
CREATE TABLE "moysklad_counterparty_links" (
	"counterparty_id" integer PRIMARY KEY NOT NULL,
	"moysklad_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moysklad_counterparty_links_moysklad_id_unique" UNIQUE("moysklad_id")
);
--> statement-breakpoint
ALTER TABLE "feed_url_runs" ADD CONSTRAINT "feed_url_runs_feed_id_feed_urls_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feed_urls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_urls" ADD CONSTRAINT "feed_urls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moysklad_counterparty_links" ADD CONSTRAINT "moysklad_counterparty_links_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_url_runs_feed" ON "feed_url_runs" USING btree ("feed_id","started_at");--> statement-breakpoint
CREATE INDEX "feed_urls_due" ON "feed_urls" USING btree ("next_run_at");