CREATE TYPE "public"."trader_status" AS ENUM('professional', 'individual');--> statement-breakpoint
ALTER TYPE "public"."report_target" ADD VALUE 'seller';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_start_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "max_per_customer" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "trader_status" "trader_status" DEFAULT 'professional' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_email" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_locale" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "good_faith_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_email_target_uq" ON "reports" USING btree (lower("reporter_email"),"target_type","target_id") WHERE "reports"."reporter_id" is null;