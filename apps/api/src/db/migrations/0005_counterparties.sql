CREATE SEQUENCE "public"."stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "counterparties" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"inn" text,
	"kpp" text,
	"vat_id" text,
	"legal_address" text,
	"bank_name" text,
	"bank_bic" text,
	"bank_account" text,
	"correspondent_account" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"version" text DEFAULT 'ru' NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "users_username_lower";--> statement-breakpoint
DROP INDEX "users_email_lower";--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "id" SET DEFAULT nextval('stores_id_seq');--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "counterparty_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "in_ranking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "version" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "staff_comment" text;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "counterparty_id" integer;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "counterparty_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counterparties_legal_name_lower" ON "counterparties" USING btree (lower("legal_name"));--> statement-breakpoint
CREATE INDEX "counterparties_inn" ON "counterparties" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "order_status_history_order" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "password_links_user" ON "password_links" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_created" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stores_counterparty" ON "stores" USING btree ("counterparty_id");--> statement-breakpoint
CREATE INDEX "registration_requests_status_created" ON "registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_counterparty" ON "users" USING btree ("counterparty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));