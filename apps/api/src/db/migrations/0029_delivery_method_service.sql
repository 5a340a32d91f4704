ALTER TABLE "delivery_methods" ADD COLUMN "needs_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo data's transport company goes through a delivery service (a database seeded before this column).
UPDATE "delivery_methods" SET "needs_service" = true WHERE "name_ru" = 'Транспортная компания';
