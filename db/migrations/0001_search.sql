-- Full-text and fuzzy search on the catalogue: extensions, an accent-insensitive French configuration,
-- the products.search vector kept up to date by a trigger, and trigram indexes for typo tolerance.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fr_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION fr_unaccent (COPY = french);
    ALTER TEXT SEARCH CONFIGURATION fr_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END $$;--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper pins the dictionary so it can be used in indexes.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('fr_unaccent', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('fr_unaccent', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('fr_unaccent', coalesce((SELECT public_name FROM seller_profiles WHERE id = NEW.seller_id), '')), 'B') ||
    setweight(to_tsvector('fr_unaccent', coalesce(NEW.summary, '')), 'C') ||
    setweight(to_tsvector('fr_unaccent', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE OF title, tags, summary, description, seller_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_translations_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('simple', immutable_unaccent(coalesce(NEW.title, ''))), 'A') ||
    setweight(to_tsvector('simple', immutable_unaccent(coalesce(NEW.summary, ''))), 'C') ||
    setweight(to_tsvector('simple', immutable_unaccent(coalesce(NEW.description, ''))), 'D');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER product_translations_search_refresh BEFORE INSERT OR UPDATE OF title, summary, description
  ON product_translations FOR EACH ROW EXECUTE FUNCTION product_translations_search_refresh();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_title_trgm_idx ON products
  USING gin (lower(immutable_unaccent(title)) gin_trgm_ops);--> statement-breakpoint
-- The audit log is append-only.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
