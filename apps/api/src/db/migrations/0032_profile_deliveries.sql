CREATE TABLE "profile_deliveries" (
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"comment" text,
	"method_id" integer,
	"country_id" integer,
	"city_id" integer,
	"service_id" integer,
	"address" text,
	"contact_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_deliveries_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
ALTER TABLE "profile_deliveries" ADD CONSTRAINT "profile_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The delivery data kept so far becomes the delivery of the user's own version: their
-- counterparty's, else the version of their language (ru, or en for en/pl/rs).
INSERT INTO "profile_deliveries" ("user_id", "version", "comment", "method_id", "country_id", "city_id", "service_id", "address", "contact_id", "updated_at")
SELECT p."user_id", coalesce(c."version", CASE WHEN u."locale" = 'ru' THEN 'ru' ELSE 'en' END),
  p."delivery_comment", p."delivery_method_id", p."delivery_country_id", p."delivery_city_id",
  p."delivery_service_id", p."delivery_address", p."delivery_contact_id", p."updated_at"
FROM "profiles" p JOIN "users" u ON u."id" = p."user_id" LEFT JOIN "counterparties" c ON c."id" = u."counterparty_id"
WHERE coalesce(p."delivery_comment", p."delivery_address") IS NOT NULL
  OR coalesce(p."delivery_method_id", p."delivery_country_id", p."delivery_city_id", p."delivery_service_id", p."delivery_contact_id") IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "delivery_comment";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "delivery_method_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "delivery_country_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "delivery_city_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "delivery_service_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "delivery_address";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "delivery_contact_id";