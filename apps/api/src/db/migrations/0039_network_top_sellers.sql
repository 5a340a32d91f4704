-- The network's top sellers per window (docs/rules.md#live-recommendations, decision 0046): kept by
-- the whole-network recommendations refresh so that a refresh of a few outlets after a batch of sales
-- reads them instead of summing every outlet's sales again. Filled by the next refresh.
CREATE TABLE "network_top_sellers" (
	"window_days" integer NOT NULL,
	"product_id" integer NOT NULL,
	"units" integer NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "network_top_sellers_window_days_product_id_pk" PRIMARY KEY("window_days","product_id")
);
--> statement-breakpoint
ALTER TABLE "network_top_sellers" ADD CONSTRAINT "network_top_sellers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;