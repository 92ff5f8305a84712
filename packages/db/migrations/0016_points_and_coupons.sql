CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'ALL' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"source" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"issue_limit" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0 and ("coupons"."kind" <> 'PERCENT' or "coupons"."value" <= 90)),
	CONSTRAINT "coupons_issue_limit" CHECK ("coupons"."issue_limit" is null or "coupons"."issued_count" <= "coupons"."issue_limit"),
	CONSTRAINT "coupons_validity" CHECK ("coupons"."valid_until" is not null or "coupons"."valid_days" is not null)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	"order_product_id" integer,
	"title" text,
	"note" text,
	"expiry_noticed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_remaining" CHECK ("point_entries"."remaining" is null or "point_entries"."remaining" between 0 and "point_entries"."amount")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "points_rate_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "user_coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_rule" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "point_lots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "points_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "coupon_discount_after" integer;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "point_entries_user_idx" ON "point_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "point_entries_lots_idx" ON "point_entries" USING btree ("user_id","expires_at") WHERE "point_entries"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "point_entries_expiry_idx" ON "point_entries" USING btree ("expires_at") WHERE "point_entries"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_line_once_key" ON "point_entries" USING btree ("order_product_id","kind") WHERE "point_entries"."kind" in ('EARN', 'REVIEW_BONUS', 'REVOKE');--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_coupon_key" ON "user_coupons" USING btree ("user_id","coupon_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_benefits" CHECK ("orders"."coupon_discount" >= 0 and "orders"."points_used" >= 0 and "orders"."coupon_discount_left" between 0 and "orders"."coupon_discount" and "orders"."points_left" between 0 and "orders"."points_used");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."total_amount" = "orders"."items_total" - "orders"."coupon_discount" - "orders"."points_used" + "orders"."shipping_fee");