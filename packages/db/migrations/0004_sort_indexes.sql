-- List orders served by indexes (generated from the schema: packages/db/src/schema/catalogue.ts).
-- Each index holds one order of apps/api/src/modules/products/service.ts (POPULAR, best, newest,
-- price, rating) or of the reviews list (RECOMMEND, the default), ending in the id tie-breaker, so
-- a page is the index's first rows, read backwards for descending orders. The expressions are the
-- ones the queries use (productSortKeys, reviewSortKeys): PostgreSQL matches an index to a query by
-- its expression. products_newest_idx (created_at, id) replaces products_created_idx (created_at):
-- a batch inserted at once shares one created_at, and the id then decided the order by a sort.
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_category_status_idx" ON "products" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree (("sales_count" + "like_count" + "review_count"),(coalesce("rating_sum"::float8 / nullif("review_count", 0), 0)),"id");--> statement-breakpoint
CREATE INDEX "products_best_idx" ON "products" USING btree ("sales_count","like_count","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("sale_price","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ((coalesce("rating_sum"::float8 / nullif("review_count", 0), 0)),"review_count","id");--> statement-breakpoint
CREATE INDEX "reviews_product_recommend_idx" ON "reviews" USING btree ("product_id","like_count",(("photo_count" > 0)),(length("content")),"created_at","id");