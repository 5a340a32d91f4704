DROP INDEX "smart_recommendations_store";--> statement-breakpoint
CREATE INDEX "smart_recommendations_store_product" ON "smart_recommendations" USING btree ("store_id","product_id");