-- The catalogue version (decision 0045): one number that every change to what a catalogue read
-- shows moves on, so an API process may keep an answer for as long as the number holds, on PGlite
-- and on any number of processes sharing a PostgreSQL. Hand-written below the generated table.
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- The bump, once per transaction. The triggers are deferred constraint triggers: they run at
-- commit, after every statement of the writer, so the version row is locked only for the moment of
-- the commit. A bump at the statement (a plain AFTER ... FOR EACH STATEMENT trigger) would hold
-- that one row from the first catalogue write to the commit: two orders, each having updated a
-- product the other then updates, would deadlock on it. Still in the writer's transaction: a
-- reader sees the new version only with the new data. A transaction-local setting remembers the
-- bump, so a batch of ten thousand rows costs one update and ten thousand cheap checks.
CREATE OR REPLACE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('chorok.catalogue_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
    PERFORM set_config('chorok.catalogue_bumped', 'on', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- products: the cards, the detail, every list's order and filters.
CREATE CONSTRAINT TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- product_images: card and detail images.
CREATE CONSTRAINT TRIGGER "product_images_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_version_truncate" AFTER TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- image_assets: image sizes (cards, detail, review photos).
CREATE CONSTRAINT TRIGGER "image_assets_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "image_assets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "image_assets_catalogue_version_truncate" AFTER TRUNCATE ON "image_assets"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- product_metadatas: /products/metadatas, the detail, the metadataIds filter.
CREATE CONSTRAINT TRIGGER "product_metadatas_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_metadatas"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_metadatas_catalogue_version_truncate" AFTER TRUNCATE ON "product_metadatas"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- product_metadata_links: metadataIds of cards and detail, filters, the recommend order.
CREATE CONSTRAINT TRIGGER "product_metadata_links_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_metadata_links"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_metadata_links_catalogue_version_truncate" AFTER TRUNCATE ON "product_metadata_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- product_likes: a signed-in shopper's isLiked on products.
CREATE CONSTRAINT TRIGGER "product_likes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "product_likes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_likes_catalogue_version_truncate" AFTER TRUNCATE ON "product_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- restock_alerts: a signed-in shopper's restockAlert on the detail.
CREATE CONSTRAINT TRIGGER "restock_alerts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "restock_alerts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "restock_alerts_catalogue_version_truncate" AFTER TRUNCATE ON "restock_alerts"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- reviews: the review list and the detail's review summary.
CREATE CONSTRAINT TRIGGER "reviews_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_version_truncate" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- review_photos: review photos.
CREATE CONSTRAINT TRIGGER "review_photos_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "review_photos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "review_photos_catalogue_version_truncate" AFTER TRUNCATE ON "review_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- review_likes: a signed-in shopper's isLiked on reviews.
CREATE CONSTRAINT TRIGGER "review_likes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "review_likes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "review_likes_catalogue_version_truncate" AFTER TRUNCATE ON "review_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
-- users: the author a review shows (nickname, masked name, 탈퇴한 회원). Sign-ins and other
-- profile writes leave the version alone.
CREATE CONSTRAINT TRIGGER "users_catalogue_version" AFTER UPDATE OF "nickname", "name", "deleted_at" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."nickname" IS DISTINCT FROM NEW."nickname" OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_catalogue_version_delete" AFTER DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_version_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
