ALTER TABLE "curations" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "curations" ADD COLUMN "managed_by" text DEFAULT 'FILE' NOT NULL;--> statement-breakpoint
ALTER TABLE "curations" ADD COLUMN "cover_spec" jsonb;--> statement-breakpoint
CREATE INDEX "curations_updated_idx" ON "curations" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "curations" ADD CONSTRAINT "curations_managed_by" CHECK ("curations"."managed_by" in ('FILE', 'CONSOLE'));