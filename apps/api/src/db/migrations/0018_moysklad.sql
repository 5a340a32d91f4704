CREATE TABLE "moysklad_accounts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"api_url" text NOT NULL,
	"token_sealed" text NOT NULL,
	"account_id" text,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"webhook_secret" text NOT NULL,
	"webhook_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_error" text,
	"mapping" jsonb,
	"cursors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_by" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mapped_at" timestamp with time zone,
	CONSTRAINT "moysklad_accounts_one" CHECK ("moysklad_accounts"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "moysklad_return_positions" (
	"position_id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"demand_id" text NOT NULL,
	"assortment_id" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moysklad_webhook_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source_href" text;--> statement-breakpoint
ALTER TABLE "moysklad_accounts" ADD CONSTRAINT "moysklad_accounts_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moysklad_return_positions_demand" ON "moysklad_return_positions" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "moysklad_return_positions_return" ON "moysklad_return_positions" USING btree ("return_id");