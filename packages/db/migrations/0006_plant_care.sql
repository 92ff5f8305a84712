CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hour" smallint DEFAULT 9 NOT NULL,
	"quiet_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watering" boolean DEFAULT true NOT NULL,
	"air_exposure" boolean DEFAULT true NOT NULL,
	"repotting" boolean DEFAULT true NOT NULL,
	"my_task" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_hour" CHECK ("notification_settings"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"kinds" jsonb NOT NULL,
	"plant_ids" jsonb NOT NULL,
	"deliveries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plant_care_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_care_events_kind" CHECK ("plant_care_events"."kind" in ('WATERING', 'AIR_EXPOSURE', 'REPOTTING'))
);
--> statement-breakpoint
CREATE TABLE "plant_todos" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"todo" text NOT NULL,
	"due_on" date NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_todos_kind" CHECK ("plant_todos"."kind" in ('WATERING', 'AIR_EXPOSURE', 'REPOTTING', 'MY_TASK'))
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer,
	"plant_name" text DEFAULT '' NOT NULL,
	"planted_at" date NOT NULL,
	"purchase_date" date,
	"address" text DEFAULT '' NOT NULL,
	"is_watering_alarm" smallint DEFAULT 1 NOT NULL,
	"is_wind_alarm" smallint DEFAULT 1 NOT NULL,
	"is_repotting_alarm" smallint DEFAULT 1 NOT NULL,
	"is_my_task_alarm" smallint DEFAULT 1 NOT NULL,
	"watering_frequency" integer NOT NULL,
	"air_exposure_frequency" integer NOT NULL,
	"repotting_frequency" integer NOT NULL,
	"photo_asset_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plants_alarms_0_or_1" CHECK ("plants"."is_watering_alarm" in (0, 1) and "plants"."is_wind_alarm" in (0, 1) and "plants"."is_repotting_alarm" in (0, 1) and "plants"."is_my_task_alarm" in (0, 1)),
	CONSTRAINT "plants_frequencies_positive" CHECK ("plants"."watering_frequency" > 0 and "plants"."air_exposure_frequency" > 0 and "plants"."repotting_frequency" > 0)
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"device_token" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_care_events" ADD CONSTRAINT "plant_care_events_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_todos" ADD CONSTRAINT "plant_todos_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_photo_asset_key_image_assets_key_fk" FOREIGN KEY ("photo_asset_key") REFERENCES "public"."image_assets"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_subscriptions" ADD CONSTRAINT "web_push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_day_key" ON "notifications" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "notifications_user_sent_idx" ON "notifications" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "plant_care_events_plant_kind_date_idx" ON "plant_care_events" USING btree ("plant_id","kind","date");--> statement-breakpoint
CREATE INDEX "plant_todos_plant_open_idx" ON "plant_todos" USING btree ("plant_id","due_on") WHERE "plant_todos"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "plant_todos_one_open_care_todo" ON "plant_todos" USING btree ("plant_id","kind") WHERE "plant_todos"."done_at" is null and "plant_todos"."kind" <> 'MY_TASK';--> statement-breakpoint
CREATE INDEX "plants_user_created_idx" ON "plants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_outbox_notification_idx" ON "push_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_subscriptions_endpoint_key" ON "web_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "web_push_subscriptions_user_idx" ON "web_push_subscriptions" USING btree ("user_id");