CREATE TYPE "public"."affiliate_status" AS ENUM('invited', 'active', 'removed');--> statement-breakpoint
CREATE TABLE "affiliate_product_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"percent" smallint NOT NULL,
	CONSTRAINT "affiliate_product_rates_range" CHECK ("affiliate_product_rates"."percent" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"website" text NOT NULL,
	"audience" text NOT NULL,
	"promotion_plan" text NOT NULL,
	"country" char(2) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"email" text NOT NULL,
	"partner_id" uuid,
	"status" "affiliate_status" DEFAULT 'invited' NOT NULL,
	"default_percent" smallint,
	"invited_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_affiliates_percent_range" CHECK ("seller_affiliates"."default_percent" is null or "seller_affiliates"."default_percent" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "affiliate_commission_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_product_rates" ADD CONSTRAINT "affiliate_product_rates_affiliate_id_seller_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."seller_affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_product_rates" ADD CONSTRAINT "affiliate_product_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_affiliates" ADD CONSTRAINT "seller_affiliates_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_affiliates" ADD CONSTRAINT "seller_affiliates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_product_rates_uq" ON "affiliate_product_rates" USING btree ("affiliate_id","product_id");--> statement-breakpoint
CREATE INDEX "affiliate_product_rates_product_idx" ON "affiliate_product_rates" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_one_pending_uq" ON "partner_applications" USING btree ("user_id") WHERE "partner_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_applications_user_idx" ON "partner_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_affiliates_seller_email_uq" ON "seller_affiliates" USING btree ("seller_id","email");--> statement-breakpoint
CREATE INDEX "seller_affiliates_partner_idx" ON "seller_affiliates" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "seller_affiliates_email_idx" ON "seller_affiliates" USING btree ("email","status");--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "payout_batches" SET "confirmed_at" = "created_at", "confirmed_by" = "created_by";
