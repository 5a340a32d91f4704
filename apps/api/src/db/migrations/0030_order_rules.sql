CREATE TABLE "order_minimums" (
	"currency" text PRIMARY KEY NOT NULL,
	"min_sum" numeric(12, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_minimums_positive" CHECK ("order_minimums"."min_sum" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_multiple" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_minimums" ADD CONSTRAINT "order_minimums_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pack_multiple_positive" CHECK ("products"."pack_multiple" between 1 and 10000);