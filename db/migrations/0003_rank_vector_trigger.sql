-- products.rank_vector: title (A) and tags (B) only, filled by the same trigger as products.search,
-- so relevance ranking reads a small vector instead of the whole description's.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rank_vector :=
    setweight(to_tsvector('fr_unaccent', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('fr_unaccent', array_to_string(NEW.tags, ' ')), 'B');
  NEW.search :=
    NEW.rank_vector ||
    setweight(to_tsvector('fr_unaccent', coalesce((SELECT public_name FROM seller_profiles WHERE id = NEW.seller_id), '')), 'B') ||
    setweight(to_tsvector('fr_unaccent', coalesce(NEW.summary, '')), 'C') ||
    setweight(to_tsvector('fr_unaccent', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
UPDATE products SET rank_vector =
  setweight(to_tsvector('fr_unaccent', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('fr_unaccent', array_to_string(tags, ' ')), 'B')
WHERE rank_vector IS NULL;
