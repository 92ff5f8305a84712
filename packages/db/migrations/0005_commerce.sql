-- Commerce (generated from packages/db/src/schema/commerce.ts): address books over shared postal
-- addresses, carts, orders with per-line states, payments and refunds, the local payment sandbox's
-- own ledger, and review photo uploads waiting for their review.
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"postal_address_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone_number" text NOT NULL,
	"detail_address" text DEFAULT '' NOT NULL,
	"request_text" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL,
	"added_unit_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"original_unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'PAYMENT_PENDING' NOT NULL,
	"cancel_reason" text,
	"paid_at" timestamp with time zone,
	"prepared_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "order_products_quantity" CHECK ("order_products"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'PAYMENT_PENDING' NOT NULL,
	"order_name" text NOT NULL,
	"items_total" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"address_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone_number" text NOT NULL,
	"zonecode" text NOT NULL,
	"road_address" text NOT NULL,
	"jibun_address" text DEFAULT '' NOT NULL,
	"detail_address" text DEFAULT '' NOT NULL,
	"request_text" text,
	"cart_line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_amount" = "orders"."items_total" + "orders"."shipping_fee"),
	CONSTRAINT "orders_refund_range" CHECK ("orders"."refunded_amount" between 0 and "orders"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_key" text NOT NULL,
	"method" text DEFAULT '카드' NOT NULL,
	"card_company" text,
	"card_number" text,
	"amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"status" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_balance" CHECK ("payments"."balance_amount" between 0 and "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "photo_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"asset_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"zonecode" text NOT NULL,
	"address" text NOT NULL,
	"address_type" text DEFAULT 'R' NOT NULL,
	"jibun_address" text DEFAULT '' NOT NULL,
	"road_address" text DEFAULT '' NOT NULL,
	"sido" text DEFAULT '' NOT NULL,
	"sigungu" text DEFAULT '' NOT NULL,
	"sigungu_code" text DEFAULT '' NOT NULL,
	"roadname_code" text DEFAULT '' NOT NULL,
	"bcode" text DEFAULT '' NOT NULL,
	"roadname" text DEFAULT '' NOT NULL,
	"extra_address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"shipping_fee_amount" integer DEFAULT 0 NOT NULL,
	"order_product_ids" jsonb NOT NULL,
	"reason" text NOT NULL,
	"transaction_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"status" text NOT NULL,
	"card_company" text NOT NULL,
	"card_number" text NOT NULL,
	"approved_at" timestamp with time zone,
	"cancels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_postal_address_id_postal_addresses_id_fk" FOREIGN KEY ("postal_address_id") REFERENCES "public"."postal_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_asset_key_image_assets_key_fk" FOREIGN KEY ("asset_key") REFERENCES "public"."image_assets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_product_key" ON "cart_lines" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_products_delivered_idx" ON "order_products" USING btree ("delivered_at") WHERE "order_products"."status" = 'DELIVERED';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'PAYMENT_PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_key" ON "payments" USING btree ("payment_key");--> statement-breakpoint
CREATE INDEX "photo_uploads_user_idx" ON "photo_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "postal_addresses_key" ON "postal_addresses" USING btree ("zonecode","address","address_type","jibun_address","road_address","extra_address");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");