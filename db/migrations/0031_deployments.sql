CREATE TYPE "public"."deployment_service" AS ENUM('none', 'included', 'paid_option');--> statement-breakpoint
CREATE TYPE "public"."deployment_status" AS ENUM('requested', 'accepted', 'in_progress', 'delivered', 'confirmed', 'declined', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TABLE "deployment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"status" "deployment_status" DEFAULT 'requested' NOT NULL,
	"hosting" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"deployment_hours" smallint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"delivery_note" text,
	"confirmed_at" timestamp with time zone,
	"auto_confirmed" boolean DEFAULT false NOT NULL,
	"end_reason" text,
	"ended_at" timestamp with time zone,
	"late_flagged_at" timestamp with time zone,
	"at_risk_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_requests_due_after_accept" CHECK ("deployment_requests"."due_at" is null or "deployment_requests"."accepted_at" is not null),
	CONSTRAINT "deployment_requests_hours_positive" CHECK ("deployment_requests"."deployment_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "deployment_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_id" text NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_secrets_name_uq" UNIQUE("request_id","name")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deployment_service" "deployment_service" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deployment_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deployment_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_secrets" ADD CONSTRAINT "deployment_secrets_request_id_deployment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."deployment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_requests_open_uq" ON "deployment_requests" USING btree ("order_item_id") WHERE status in ('requested', 'accepted', 'in_progress', 'delivered');--> statement-breakpoint
CREATE INDEX "deployment_requests_seller_idx" ON "deployment_requests" USING btree ("seller_id","status","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deployment_requests_buyer_idx" ON "deployment_requests" USING btree ("buyer_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deployment_requests_item_idx" ON "deployment_requests" USING btree ("order_item_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deployment_requests_due_idx" ON "deployment_requests" USING btree ("due_at") WHERE "deployment_requests"."status" in ('accepted', 'in_progress');--> statement-breakpoint
CREATE INDEX "deployment_requests_delivered_idx" ON "deployment_requests" USING btree ("delivered_at") WHERE "deployment_requests"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "deployment_requests_waiting_idx" ON "deployment_requests" USING btree ("requested_at") WHERE "deployment_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "deployment_requests_seller_delivered_idx" ON "deployment_requests" USING btree ("seller_id","delivered_at") WHERE "deployment_requests"."accepted_at" is not null;--> statement-breakpoint
CREATE INDEX "deployment_secrets_key_idx" ON "deployment_secrets" USING btree ("key_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deployment_price" CHECK (("products"."deployment_service" = 'paid_option') = coalesce("products"."deployment_price_cents" > 0, false));--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_participants_uq";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "deployment_request_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_deployment_request_id_deployment_requests_id_fk" FOREIGN KEY ("deployment_request_id") REFERENCES "public"."deployment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_participants_uq" ON "conversations" USING btree ("buyer_id","seller_id",coalesce("product_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "conversations"."deployment_request_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_deployment_request_uq" ON "conversations" USING btree ("deployment_request_id");