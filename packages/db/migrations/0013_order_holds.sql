ALTER TABLE "orders" ADD COLUMN "hold_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "superseded_by" integer;--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("hold_key") WHERE "orders"."status" = 'PAYMENT_PENDING';