ALTER TABLE "plant_care_events" DROP CONSTRAINT "plant_care_events_kind";--> statement-breakpoint
ALTER TABLE "plant_care_states" DROP CONSTRAINT "plant_care_states_kind";--> statement-breakpoint
ALTER TABLE "plant_todos" DROP CONSTRAINT "plant_todos_kind";--> statement-breakpoint
ALTER TABLE "plants" DROP CONSTRAINT "plants_alarms_0_or_1";--> statement-breakpoint
ALTER TABLE "plants" DROP CONSTRAINT "plants_frequencies_positive";--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "fertilizing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "misting" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "leaf_wiping" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "is_fertilizing_alarm" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "is_misting_alarm" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "is_leaf_wiping_alarm" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "fertilizing_frequency" integer;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "misting_frequency" integer;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "leaf_wiping_frequency" integer;--> statement-breakpoint
ALTER TABLE "plant_care_events" ADD CONSTRAINT "plant_care_events_kind" CHECK ("plant_care_events"."kind" in ('WATERING', 'AIR_EXPOSURE', 'REPOTTING', 'FERTILIZING', 'MISTING', 'LEAF_WIPING'));--> statement-breakpoint
ALTER TABLE "plant_care_states" ADD CONSTRAINT "plant_care_states_kind" CHECK ("plant_care_states"."kind" in ('WATERING', 'AIR_EXPOSURE', 'REPOTTING', 'FERTILIZING', 'MISTING', 'LEAF_WIPING'));--> statement-breakpoint
ALTER TABLE "plant_todos" ADD CONSTRAINT "plant_todos_kind" CHECK ("plant_todos"."kind" in ('WATERING', 'AIR_EXPOSURE', 'REPOTTING', 'FERTILIZING', 'MISTING', 'LEAF_WIPING', 'MY_TASK'));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_alarms_0_or_1" CHECK ("plants"."is_watering_alarm" in (0, 1) and "plants"."is_wind_alarm" in (0, 1) and "plants"."is_repotting_alarm" in (0, 1) and "plants"."is_my_task_alarm" in (0, 1) and "plants"."is_fertilizing_alarm" in (0, 1) and "plants"."is_misting_alarm" in (0, 1) and "plants"."is_leaf_wiping_alarm" in (0, 1));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_frequencies_positive" CHECK ("plants"."watering_frequency" > 0 and "plants"."air_exposure_frequency" > 0 and "plants"."repotting_frequency" > 0 and coalesce("plants"."fertilizing_frequency", 1) > 0 and coalesce("plants"."misting_frequency", 1) > 0 and coalesce("plants"."leaf_wiping_frequency", 1) > 0);