CREATE INDEX "smart_recommendations_store_product" ON "smart_recommendations" USING btree ("store_id","product_id");--> statement-breakpoint
DROP INDEX "smart_recommendations_store";