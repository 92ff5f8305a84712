-- Product search (apps/api/src/modules/products/search.ts) over the encoded search keys
-- (packages/db/src/catalogue/search-keys.ts). The keys are ASCII, so trigrams do not depend on
-- the database locale. The GIN indexes skip the pending list (fastupdate off): a catalogue is read
-- far more often than written, every search would otherwise scan the not yet merged entries, and
-- PGlite has no autovacuum to merge them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Substrings (LIKE '%…%') and word starts (LIKE '% …%') of the names, and of their initials.
CREATE INDEX IF NOT EXISTS "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_initials_trgm_idx" ON "products" USING gin ("search_initials" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- Products holding any of a set of words (the near spellings of a query, found below).
CREATE INDEX IF NOT EXISTS "products_search_words_idx" ON "products" USING gin ((string_to_array("search_text", ' '))) WITH (fastupdate = off);
--> statement-breakpoint
-- The parts of names the search keys hold (the words after the ' / ' marker, see
-- productSearchKeys), each once. A near spelling is looked up here, among a few thousand distinct
-- words however large the catalogue, instead of by comparing the query with every product's keys:
-- thousands of products share each word, and the trigram similarity of long keys costs tens of
-- microseconds a row. Kept by the triggers below; a word no product holds any more matches nothing.
CREATE TABLE IF NOT EXISTS "product_search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_words_of_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_words (word)
    SELECT DISTINCT w FROM inserted, unnest(string_to_array(split_part(inserted.search_text, ' / ', 2), ' ')) AS w
    WHERE w <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_search_words_of_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_words (word)
    SELECT DISTINCT w FROM unnest(string_to_array(split_part(NEW.search_text, ' / ', 2), ' ')) AS w
    WHERE w <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement, so a seed's or an import's batch insert adds its words in one go.
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_of_inserted"();
--> statement-breakpoint
-- Only when the keys change: counters (likes, sales) are updated far more often than names.
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF "search_text" ON "products"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text")
  EXECUTE FUNCTION "product_search_words_of_updated"();
--> statement-breakpoint
INSERT INTO "product_search_words" ("word")
  SELECT DISTINCT w FROM "products", unnest(string_to_array(split_part("products"."search_text", ' / ', 2), ' ')) AS w
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
