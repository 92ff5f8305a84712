ALTER TABLE "plants" ADD COLUMN "light_lux" integer;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "light_measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_light_measured" CHECK (("plants"."light_lux" is null) = ("plants"."light_measured_at" is null) and ("plants"."light_lux" is null or "plants"."light_lux" between 0 and 200000));