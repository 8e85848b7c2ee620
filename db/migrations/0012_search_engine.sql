CREATE TABLE "search_synonyms" (
	"id" smallint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 32767 START WITH 1 CACHE 1),
	"terms" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_top_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "top_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_top_idx" ON "products" USING btree ("top_score" DESC NULLS LAST,"id") WHERE "products"."status" = 'published';