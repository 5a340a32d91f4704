CREATE TABLE "product_alerts" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "product_alerts_user_id_kind_store_id_product_id_pk" PRIMARY KEY("user_id","kind","store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reorder_reminder_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reorder_reminder_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_alerts_product" ON "product_alerts" USING btree ("product_id");