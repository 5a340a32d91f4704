ALTER TABLE "registration_requests" ADD COLUMN "kind" text DEFAULT 'registration' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "comment" text;