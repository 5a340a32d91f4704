CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_quantity_not_negative" CHECK ("stock"."quantity" >= 0);