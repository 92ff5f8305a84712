-- Product search (apps/api/src/modules/products/search.ts): trigram matching over the encoded
-- search keys (packages/db/src/catalogue/search-keys.ts). The keys are ASCII, so the trigrams do
-- not depend on the database locale. GIN serves LIKE '%…%', word-start LIKE and the `<%`
-- word-similarity operator alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_initials_trgm_idx" ON "products" USING gin ("search_initials" gin_trgm_ops);
