ALTER TABLE "products" ADD COLUMN "popular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_popular_search_idx" ON "products" USING gin ("search") WHERE "products"."popular" and "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_popular_rank_vector_idx" ON "products" USING gin ("rank_vector") WHERE "products"."popular" and "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_popular_top_idx" ON "products" USING btree ("top_score" DESC NULLS LAST,"id") WHERE "products"."popular" and "products"."status" = 'published';--> statement-breakpoint
-- Only rows whose text changed are tokenized: the lateral call used to run for every updated row before the filter,
-- so an update of sales, ratings or the popular tier paid for reading every description again.
CREATE OR REPLACE FUNCTION products_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT changed.title, changed.tags, changed.summary, changed.description
    FROM changed JOIN before ON before.id = changed.id
    WHERE (changed.title, changed.tags, changed.summary, changed.description)
      IS DISTINCT FROM (before.title, before.tags, before.summary, before.description)
    OFFSET 0
  ) AS edited,
    search_words_of(concat_ws(' ', edited.title, array_to_string(edited.tags, ' '), edited.summary, edited.description)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The popular tier: the `size` published products best by top_score (the "Top" order). Only rows whose membership
-- changes are written. Called by the search upkeep job and after seeding.
CREATE OR REPLACE FUNCTION refresh_popular_products(size integer) RETURNS integer LANGUAGE sql AS $$
  WITH best AS (
    SELECT id FROM products WHERE status = 'published' ORDER BY top_score DESC NULLS LAST, id LIMIT size
  ), leaving AS (
    UPDATE products p SET popular = false WHERE p.popular AND p.id NOT IN (SELECT id FROM best) RETURNING 1
  ), joining AS (
    UPDATE products p SET popular = true FROM best WHERE p.id = best.id AND NOT p.popular RETURNING 1
  )
  SELECT ((SELECT count(*) FROM leaving) + (SELECT count(*) FROM joining))::integer
$$;--> statement-breakpoint
SELECT refresh_popular_products(10000);
