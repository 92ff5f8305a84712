CREATE TABLE "plant_care_states" (
	"plant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"anchor_on" date,
	"snoozed_until" date,
	"suggestion_dismissed_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_care_states_plant_id_kind_pk" PRIMARY KEY("plant_id","kind"),
	CONSTRAINT "plant_care_states_kind" CHECK ("plant_care_states"."kind" in ('WATERING', 'AIR_EXPOSURE', 'REPOTTING'))
);
--> statement-breakpoint
CREATE TABLE "plant_journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo_asset_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_journal_entries_not_empty" CHECK ("plant_journal_entries"."photo_asset_key" is not null or length("plant_journal_entries"."note") > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "species_key" text;--> statement-breakpoint
ALTER TABLE "plant_care_events" ADD COLUMN "outcome" text DEFAULT 'DONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_care_events" ADD COLUMN "skip_reason" text;--> statement-breakpoint
ALTER TABLE "plant_todos" ADD COLUMN "care_event_id" integer;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "species_key" text;--> statement-breakpoint
ALTER TABLE "plant_care_states" ADD CONSTRAINT "plant_care_states_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_journal_entries" ADD CONSTRAINT "plant_journal_entries_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_journal_entries" ADD CONSTRAINT "plant_journal_entries_photo_asset_key_image_assets_key_fk" FOREIGN KEY ("photo_asset_key") REFERENCES "public"."image_assets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_journal_entries_plant_day_idx" ON "plant_journal_entries" USING btree ("plant_id","taken_on","id");--> statement-breakpoint
ALTER TABLE "plant_todos" ADD CONSTRAINT "plant_todos_care_event_id_plant_care_events_id_fk" FOREIGN KEY ("care_event_id") REFERENCES "public"."plant_care_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_care_events" ADD CONSTRAINT "plant_care_events_outcome" CHECK (("plant_care_events"."outcome" = 'DONE' and "plant_care_events"."skip_reason" is null) or ("plant_care_events"."outcome" = 'SKIPPED' and "plant_care_events"."skip_reason" is not null));