CREATE TYPE "public"."asset_kind" AS ENUM('image', 'file');--> statement-breakpoint
CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_views_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"commission_percent" smallint,
	"payout_name" text,
	"payout_iban" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "partners_code_unique" UNIQUE("code"),
	CONSTRAINT "partners_commission_range" CHECK ("partners"."commission_percent" is null or "partners"."commission_percent" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"visitor_token" text NOT NULL,
	"landing_path" text NOT NULL,
	"product_id" uuid,
	"seller_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "seller_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" "asset_kind" NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_assets_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "product_files" DROP CONSTRAINT "product_files_storage_key_unique";--> statement-breakpoint
DROP INDEX "seller_applications_user_idx";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "seller_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_files" ADD COLUMN "asset_id" uuid;--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "asset_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "partner_commission_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "seller_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_content_type" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "self_certified_at" timestamp with time zone NOT NULL DEFAULT now();--> statement-breakpoint
ALTER TABLE "seller_applications" ALTER COLUMN "self_certified_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "payout_name" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "payout_iban" text;--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "storage_quota_bytes" bigint DEFAULT 5368709120 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_assets" ADD CONSTRAINT "seller_assets_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_views_day_idx" ON "product_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "referral_clicks_visitor_idx" ON "referral_clicks" USING btree ("visitor_token","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referral_clicks_partner_idx" ON "referral_clicks" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seller_assets_seller_idx" ON "seller_assets" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_asset_id_seller_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."seller_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_asset_id_seller_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."seller_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_files_asset_idx" ON "product_files" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "product_media_asset_idx" ON "product_media" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "orders_partner_idx" ON "orders" USING btree ("partner_id","created_at" DESC NULLS LAST) WHERE "orders"."partner_id" is not null;--> statement-breakpoint
CREATE INDEX "payouts_partner_idx" ON "payouts" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_pending_uq" ON "seller_applications" USING btree ("user_id") WHERE "seller_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "seller_applications_user_idx" ON "seller_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_one_payee" CHECK (("payouts"."seller_id" is null) <> ("payouts"."partner_id" is null));--> statement-breakpoint
-- Live notifications (decision 0023): every new notification, and every change of its read flag, is announced on
-- the 'notifications' channel, so the instance holding the user's stream delivers it whichever instance wrote it.
-- A payload must stay under 8000 bytes: a notification too long to travel whole is announced by its id alone.
CREATE FUNCTION notifications_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    payload := json_build_object(
      'op', 'new', 'id', NEW.id, 'user_id', NEW.user_id, 'title', NEW.title, 'message', NEW.message,
      'type', NEW.type, 'read', NEW.read, 'metadata', NEW.metadata, 'created_at', NEW.created_at
    )::text;
    IF octet_length(payload) > 7900 THEN
      payload := json_build_object('op', 'new', 'id', NEW.id, 'user_id', NEW.user_id)::text;
    END IF;
  ELSE
    payload := json_build_object('op', 'read', 'id', NEW.id, 'user_id', NEW.user_id, 'read', NEW.read)::text;
  END IF;
  PERFORM pg_notify('notifications', payload);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_announce_insert AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_announce();--> statement-breakpoint
CREATE TRIGGER notifications_announce_read AFTER UPDATE OF read ON notifications
  FOR EACH ROW WHEN (OLD.read IS DISTINCT FROM NEW.read) EXECUTE FUNCTION notifications_announce();
