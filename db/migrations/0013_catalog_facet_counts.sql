CREATE TABLE "catalog_facet_counts" (
	"category_id" uuid NOT NULL,
	"billing" "billing" NOT NULL,
	"language" "locale" NOT NULL,
	"rating_avg" numeric(3, 2) NOT NULL,
	"price_cents" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "catalog_facet_counts_category_id_billing_language_rating_avg_price_cents_pk" PRIMARY KEY("category_id","billing","language","rating_avg","price_cents")
);
--> statement-breakpoint
-- Statement-level, so a seed inserting thousands of products updates each cell once.
CREATE OR REPLACE FUNCTION catalog_facet_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_facet_counts AS f (category_id, billing, language, rating_avg, price_cents, count)
  SELECT category_id, billing, language, rating_avg, price_cents, count(*) FROM added
  WHERE status = 'published' GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (category_id, billing, language, rating_avg, price_cents) DO UPDATE SET count = f.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_facet_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_facet_counts f SET count = f.count - r.n
  FROM (SELECT category_id, billing, language, rating_avg, price_cents, count(*) AS n FROM removed
        WHERE status = 'published' GROUP BY 1, 2, 3, 4, 5) r
  WHERE (f.category_id, f.billing, f.language, f.rating_avg, f.price_cents)
      = (r.category_id, r.billing, r.language, r.rating_avg, r.price_cents);
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves a product between cells only when one of the counted columns changed.
CREATE OR REPLACE FUNCTION catalog_facet_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_facet_counts f SET count = f.count - r.n
  FROM (SELECT o.category_id, o.billing, o.language, o.rating_avg, o.price_cents, count(*) AS n
        FROM removed o JOIN added a ON a.id = o.id
        WHERE o.status = 'published'
          AND (o.status, o.category_id, o.billing, o.language, o.rating_avg, o.price_cents)
              IS DISTINCT FROM (a.status, a.category_id, a.billing, a.language, a.rating_avg, a.price_cents)
        GROUP BY 1, 2, 3, 4, 5) r
  WHERE (f.category_id, f.billing, f.language, f.rating_avg, f.price_cents)
      = (r.category_id, r.billing, r.language, r.rating_avg, r.price_cents);
  INSERT INTO catalog_facet_counts AS f (category_id, billing, language, rating_avg, price_cents, count)
  SELECT a.category_id, a.billing, a.language, a.rating_avg, a.price_cents, count(*)
  FROM added a JOIN removed o ON o.id = a.id
  WHERE a.status = 'published'
    AND (o.status, o.category_id, o.billing, o.language, o.rating_avg, o.price_cents)
        IS DISTINCT FROM (a.status, a.category_id, a.billing, a.language, a.rating_avg, a.price_cents)
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (category_id, billing, language, rating_avg, price_cents) DO UPDATE SET count = f.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalog_facet_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_add();--> statement-breakpoint
CREATE TRIGGER catalog_facet_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_remove();--> statement-breakpoint
CREATE TRIGGER catalog_facet_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalog_facet_counts_move();--> statement-breakpoint
INSERT INTO catalog_facet_counts (category_id, billing, language, rating_avg, price_cents, count)
  SELECT category_id, billing, language, rating_avg, price_cents, count(*) FROM products
  WHERE status = 'published' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Typo tolerance looks words up in search_words (0012); the trigram index on titles (0001) is never used.
DROP INDEX IF EXISTS products_title_trgm_idx;
