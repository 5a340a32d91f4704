CREATE TABLE "price_type_prices" (
	"price_type_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"wholesale" numeric(12, 2) NOT NULL,
	CONSTRAINT "price_type_prices_price_type_id_product_id_currency_pk" PRIMARY KEY("price_type_id","product_id","currency"),
	CONSTRAINT "price_type_prices_positive" CHECK ("price_type_prices"."wholesale" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counterparties" ADD COLUMN "price_type_id" integer;--> statement-breakpoint
ALTER TABLE "price_type_prices" ADD CONSTRAINT "price_type_prices_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_type_prices" ADD CONSTRAINT "price_type_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_type_prices_product" ON "price_type_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_types_name_lower" ON "price_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "price_types_external_id" ON "price_types" USING btree ("external_id");--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A price type's prices are shared catalogue data (docs/rules.md#buyer-price): the per-process
-- snapshot holds them beside the list prices, so a write moves catalog_revision as a list price's
-- does (migration 0011), and every kept catalogue answer is recomputed on its next request.
CREATE TRIGGER catalog_revision_price_type_prices AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_type_prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_revision_bump();
