CREATE TABLE "seller_catalog_stats" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"rating_count" bigint DEFAULT 0 NOT NULL,
	"rating_total" numeric DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "seller_catalog_stats" ADD CONSTRAINT "seller_catalog_stats_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_catalog_stats_sales_idx" ON "seller_catalog_stats" USING btree ("sales_count" DESC NULLS LAST,"seller_id") WHERE "seller_catalog_stats"."product_count" > 0;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_seller_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."seller_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("sales_count" DESC NULLS LAST,"rating_avg" DESC NULLS LAST,"id") WHERE "products"."status" = 'published' and "products"."rating_count" > 0;--> statement-breakpoint
CREATE INDEX "reviews_seller_idx" ON "reviews" USING btree ("seller_id","created_at" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
-- seller_catalog_stats: statement-level like catalog_facet_counts (0013). A statement's new published rows count in
-- and its old ones out, summed per seller (no join of the two transition tables); a seller whose sums do not move
-- (a title edited, a draft saved) is not written. Sellers are written in id order, so two transactions touching the
-- same sellers (two orders paid at once) wait for each other instead of deadlocking. The SQL is static, so its plans
-- are cached (a one-product statement pays microseconds); as a transition table can only be named by a trigger that
-- has it, an update (old and new rows) and an insert or delete (`changed`, counted in or out) have one statement each.
CREATE OR REPLACE FUNCTION seller_catalog_stats_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction constant integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO seller_catalog_stats AS s (seller_id, product_count, sales_count, rating_count, rating_total)
    SELECT seller_id, sum(n), sum(sales), sum(ratings), sum(total)
    FROM (SELECT seller_id, 1, sales_count, rating_count, rating_avg * rating_count
          FROM changed WHERE status = 'published'
          UNION ALL
          SELECT seller_id, -1, -sales_count, -rating_count, -rating_avg * rating_count
          FROM removed WHERE status = 'published') AS d (seller_id, n, sales, ratings, total)
    GROUP BY seller_id
    HAVING (sum(n), sum(sales), sum(ratings), sum(total)) <> (0, 0, 0, 0)
    ORDER BY seller_id
    ON CONFLICT (seller_id) DO UPDATE SET
      product_count = s.product_count + excluded.product_count, sales_count = s.sales_count + excluded.sales_count,
      rating_count = s.rating_count + excluded.rating_count, rating_total = s.rating_total + excluded.rating_total;
  ELSE
    INSERT INTO seller_catalog_stats AS s (seller_id, product_count, sales_count, rating_count, rating_total)
    SELECT seller_id, direction * count(*), direction * sum(sales_count), direction * sum(rating_count),
           direction * sum(rating_avg * rating_count)
    FROM changed WHERE status = 'published'
    GROUP BY seller_id
    ORDER BY seller_id
    ON CONFLICT (seller_id) DO UPDATE SET
      product_count = s.product_count + excluded.product_count, sales_count = s.sales_count + excluded.sales_count,
      rating_count = s.rating_count + excluded.rating_count, rating_total = s.rating_total + excluded.rating_total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER seller_catalog_stats_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION seller_catalog_stats_count();--> statement-breakpoint
CREATE TRIGGER seller_catalog_stats_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION seller_catalog_stats_count();--> statement-breakpoint
CREATE TRIGGER seller_catalog_stats_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS removed NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION seller_catalog_stats_count();--> statement-breakpoint
INSERT INTO seller_catalog_stats (seller_id, product_count, sales_count, rating_count, rating_total)
  SELECT seller_id, count(*), sum(sales_count), sum(rating_count), sum(rating_avg * rating_count) FROM products
  WHERE status = 'published' GROUP BY seller_id;--> statement-breakpoint
-- reviews.seller_id: the product's seller, set when the review is written and moved with the product.
CREATE OR REPLACE FUNCTION reviews_seller() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_id := (SELECT seller_id FROM products WHERE id = NEW.product_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_seller BEFORE INSERT OR UPDATE OF product_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_seller();--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_move_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET seller_id = NEW.seller_id WHERE product_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_move_reviews AFTER UPDATE OF seller_id ON products
  FOR EACH ROW WHEN (OLD.seller_id IS DISTINCT FROM NEW.seller_id) EXECUTE FUNCTION products_move_reviews();--> statement-breakpoint
UPDATE reviews r SET seller_id = p.seller_id FROM products p WHERE p.id = r.product_id;
