CREATE TABLE "moysklad_order_deliveries" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"state_status" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "moysklad_id" uuid;--> statement-breakpoint
ALTER TABLE "moysklad_order_deliveries" ADD CONSTRAINT "moysklad_order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moysklad_order_deliveries_failed" ON "moysklad_order_deliveries" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "orders_moysklad_pending" ON "orders" USING btree ("id") WHERE "orders"."moysklad_id" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_moysklad" UNIQUE("moysklad_id");