ALTER TABLE "hashtags" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "product_properties" ADD COLUMN "value_en" text;