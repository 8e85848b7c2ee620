CREATE TABLE "search_synonyms" (
	"id" smallint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 32767 START WITH 1 CACHE 1),
	"terms" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_translations_search_idx";--> statement-breakpoint
DROP INDEX "products_top_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "top_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_top_idx" ON "products" USING btree ("top_score" DESC NULLS LAST,"id") WHERE "products"."status" = 'published';--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "search";--> statement-breakpoint
-- Accent-insensitive configurations for every language a product or a translation can be written in.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'en_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION en_unaccent (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION en_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'es_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION es_unaccent (COPY = spanish);
    ALTER TEXT SEARCH CONFIGURATION es_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'de_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION de_unaccent (COPY = german);
    ALTER TEXT SEARCH CONFIGURATION de_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_config(language text) RETURNS regconfig LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (CASE language WHEN 'en' THEN 'en_unaccent' WHEN 'es' THEN 'es_unaccent' WHEN 'de' THEN 'de_unaccent'
          ELSE 'fr_unaccent' END)::regconfig $$;--> statement-breakpoint
-- products.search: everything searchable, weighted (title A; tags, seller B; summary C; description D), each text
-- stemmed in its own language: the product's, and each translation's. products.rank_vector: titles and tags only,
-- so ranking thousands of matches stays cheap.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cfg regconfig := search_config(NEW.language::text);
  translated record;
  descriptions tsvector := setweight(to_tsvector(cfg, coalesce(NEW.description, '')), 'D');
  others tsvector :=
    setweight(to_tsvector(cfg, coalesce((SELECT public_name FROM seller_profiles WHERE id = NEW.seller_id), '')), 'B') ||
    setweight(to_tsvector(cfg, coalesce(NEW.summary, '')), 'C');
BEGIN
  NEW.rank_vector :=
    setweight(to_tsvector(cfg, coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector(cfg, array_to_string(NEW.tags, ' ')), 'B');
  FOR translated IN SELECT locale, title, summary, description FROM product_translations WHERE product_id = NEW.id LOOP
    NEW.rank_vector := NEW.rank_vector || setweight(to_tsvector(search_config(translated.locale::text), translated.title), 'A');
    others := others || setweight(to_tsvector(search_config(translated.locale::text), translated.summary), 'C');
    descriptions := descriptions || setweight(to_tsvector(search_config(translated.locale::text), translated.description), 'D');
  END LOOP;
  NEW.search := NEW.rank_vector || others || descriptions;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_refresh ON products;--> statement-breakpoint
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE OF title, tags, summary, description, seller_id, language
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
-- A translation or a seller's name changes what the product's vectors hold: touch the product so its trigger runs.
DROP TRIGGER IF EXISTS product_translations_search_refresh ON product_translations;--> statement-breakpoint
DROP FUNCTION IF EXISTS product_translations_search_refresh();--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_translations_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET title = title WHERE id = coalesce(NEW.product_id, OLD.product_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_translations_touch_product AFTER INSERT OR UPDATE OR DELETE ON product_translations
  FOR EACH ROW EXECUTE FUNCTION product_translations_touch_product();--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_profiles_touch_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET seller_id = seller_id WHERE seller_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER seller_profiles_touch_products AFTER UPDATE OF public_name ON seller_profiles
  FOR EACH ROW WHEN (OLD.public_name IS DISTINCT FROM NEW.public_name)
  EXECUTE FUNCTION seller_profiles_touch_products();--> statement-breakpoint
-- search_words: the vocabulary for typo tolerance, fed with the words of every new or changed text.
CREATE OR REPLACE FUNCTION search_words_of(body text) RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(coalesce(body, ''))))) AS w
  WHERE length(w) BETWEEN 4 AND 40 AND w ~ '[a-z]' $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed,
    search_words_of(concat_ws(' ', changed.title, array_to_string(changed.tags, ' '), changed.summary, changed.description)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_search_words();--> statement-breakpoint
-- An update adds words only from rows whose text changed: sales, ratings and the touches that rebuild the vectors
-- (a translation, a seller's name: their own triggers add those words) would otherwise re-read every description.
CREATE OR REPLACE FUNCTION products_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed JOIN before ON before.id = changed.id,
    search_words_of(concat_ws(' ', changed.title, array_to_string(changed.tags, ' '), changed.summary, changed.description)) AS w
  WHERE (changed.title, changed.tags, changed.summary, changed.description)
    IS DISTINCT FROM (before.title, before.tags, before.summary, before.description)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION products_search_words_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_translations_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed, search_words_of(concat_ws(' ', changed.title, changed.summary, changed.description)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_translations_search_words_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_translations_search_words();--> statement-breakpoint
CREATE TRIGGER product_translations_search_words_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_translations_search_words();--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_profiles_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM changed, search_words_of(changed.public_name) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER seller_profiles_search_words_insert AFTER INSERT ON seller_profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION seller_profiles_search_words();--> statement-breakpoint
CREATE TRIGGER seller_profiles_search_words_update AFTER UPDATE ON seller_profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION seller_profiles_search_words();--> statement-breakpoint
-- products.top_score, the "Top" order (documented on /transparency): a product ranks as (sales + 1), doubled for
-- each star of its Bayesian rating above 4 (5 virtual reviews of 4 stars, so a few reviews move it little), halved
-- for each 90 days between 2025-01-01 and its publication counted backwards, i.e. doubled for every 90 days newer.
-- Kept as a logarithm so it never needs recomputing as time passes.
CREATE OR REPLACE FUNCTION products_top_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.top_score :=
    ln(1 + NEW.sales_count)
    + ln(2) * ((5 * 4 + NEW.rating_count * NEW.rating_avg) / (5 + NEW.rating_count) - 4)
    + ln(2) * extract(epoch FROM coalesce(NEW.published_at, NEW.created_at) - timestamptz '2025-01-01 00:00:00+00') / (90 * 86400);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_top_score BEFORE INSERT OR UPDATE OF sales_count, rating_avg, rating_count, published_at
  ON products FOR EACH ROW EXECUTE FUNCTION products_top_score();--> statement-breakpoint
UPDATE products SET title = title, sales_count = sales_count;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products p,
    search_words_of(concat_ws(' ', p.title, array_to_string(p.tags, ' '), p.summary, p.description,
      (SELECT public_name FROM seller_profiles s WHERE s.id = p.seller_id))) AS w
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Interchangeable terms, unaccented and lower-case; a query using one also finds the others.
INSERT INTO search_synonyms (terms) VALUES
  (ARRAY['ia', 'ai', 'intelligence artificielle', 'artificial intelligence']),
  (ARRAY['chatbot', 'agent conversationnel', 'assistant conversationnel', 'assistant virtuel', 'bot']),
  (ARRAY['automatisation', 'automation', 'workflow']),
  (ARRAY['email', 'e-mail', 'mail', 'courriel']),
  (ARRAY['seo', 'referencement']),
  (ARRAY['crm', 'gestion de la relation client']),
  (ARRAY['rh', 'ressources humaines']),
  (ARRAY['ecommerce', 'e-commerce', 'boutique en ligne']),
  (ARRAY['llm', 'gpt', 'modele de langage']),
  (ARRAY['vocal', 'voix', 'voicebot']),
  (ARRAY['traduction', 'translation']),
  (ARRAY['reseaux sociaux', 'social media']),
  (ARRAY['prospection', 'generation de leads', 'lead generation']),
  (ARRAY['resume', 'synthese']),
  (ARRAY['analyse', 'analytics']);
