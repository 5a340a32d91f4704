CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" jsonb,
	"result" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shopify_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"shopify_order_id" text NOT NULL,
	"name" text NOT NULL,
	"shopify_created_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"buyer" text DEFAULT '' NOT NULL,
	"shipping" jsonb,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"order_id" integer,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brought_in_at" timestamp with time zone,
	CONSTRAINT "shopify_orders_account_order" UNIQUE("account_id","shopify_order_id")
);
--> statement-breakpoint
CREATE TABLE "shopify_products" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"shopify_product_id" text NOT NULL,
	"shopify_variant_id" text NOT NULL,
	"inventory_item_id" text NOT NULL,
	"price" numeric(12, 2),
	"quantity" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quantity_pushed_at" timestamp with time zone,
	CONSTRAINT "shopify_products_account_product" UNIQUE("account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD COLUMN "token_sealed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD COLUMN "status" text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD COLUMN "location_id" text;--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD COLUMN "price_rule" jsonb;--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD COLUMN "last_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD COLUMN "orders_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopify_orders" ADD CONSTRAINT "shopify_orders_account_id_shopify_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."shopify_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_orders" ADD CONSTRAINT "shopify_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_products" ADD CONSTRAINT "shopify_products_account_id_shopify_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."shopify_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_products" ADD CONSTRAINT "shopify_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_active_key" ON "jobs" USING btree ("key") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "shopify_orders_account_created" ON "shopify_orders" USING btree ("account_id","shopify_created_at");--> statement-breakpoint
CREATE INDEX "shopify_products_product" ON "shopify_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "shopify_accounts" ADD CONSTRAINT "shopify_accounts_user_shop" UNIQUE("user_id","shop_domain");