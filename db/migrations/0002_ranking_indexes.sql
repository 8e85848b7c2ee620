DROP INDEX "products_published_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rank_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "products_seller_top_idx" ON "products" USING btree ("seller_id","sales_count" DESC NULLS LAST,"id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "products"."status" = 'published';