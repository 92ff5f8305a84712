CREATE TABLE "curation_likes" (
	"user_id" integer NOT NULL,
	"curation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curation_likes_user_id_curation_id_pk" PRIMARY KEY("user_id","curation_id")
);
--> statement-breakpoint
CREATE TABLE "curation_products" (
	"curation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "curation_products_curation_id_product_id_pk" PRIMARY KEY("curation_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "curation_tags" (
	"curation_id" integer NOT NULL,
	"metadata_id" integer NOT NULL,
	CONSTRAINT "curation_tags_curation_id_metadata_id_pk" PRIMARY KEY("curation_id","metadata_id")
);
--> statement-breakpoint
CREATE TABLE "curations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"cover_image_key" text NOT NULL,
	"cover_alt" text DEFAULT '' NOT NULL,
	"reading_minutes" smallint DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"body_blocks" text NOT NULL,
	"source_hash" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"unpublished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curations_like_count" CHECK ("curations"."like_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recommend_metadata_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "curation_likes" ADD CONSTRAINT "curation_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_likes" ADD CONSTRAINT "curation_likes_curation_id_curations_id_fk" FOREIGN KEY ("curation_id") REFERENCES "public"."curations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_products" ADD CONSTRAINT "curation_products_curation_id_curations_id_fk" FOREIGN KEY ("curation_id") REFERENCES "public"."curations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_products" ADD CONSTRAINT "curation_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_tags" ADD CONSTRAINT "curation_tags_curation_id_curations_id_fk" FOREIGN KEY ("curation_id") REFERENCES "public"."curations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curation_tags" ADD CONSTRAINT "curation_tags_metadata_id_product_metadatas_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."product_metadatas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curation_likes_user_created_idx" ON "curation_likes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "curation_products_product_idx" ON "curation_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "curation_tags_metadata_idx" ON "curation_tags" USING btree ("metadata_id","curation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curations_slug_key" ON "curations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "curations_published_idx" ON "curations" USING btree ("published_at","id");