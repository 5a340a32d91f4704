CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "integration_key_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_prefix" ON "integration_keys" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "integration_keys_created" ON "integration_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_integration_key_id_integration_keys_id_fk" FOREIGN KEY ("integration_key_id") REFERENCES "public"."integration_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_change" ON "orders" USING btree ("change_xid","id");--> statement-breakpoint
-- The machine API's cursor (docs/rules.md#integration-orders-cursor): every update of an order
-- (its status, a link, anything) stamps the updating transaction, so the order comes again.
CREATE OR REPLACE FUNCTION orders_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_xid := pg_current_xact_id();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_stamp_change BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION orders_stamp_change();
