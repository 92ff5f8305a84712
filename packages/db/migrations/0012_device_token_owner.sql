DROP INDEX "device_infos_user_token_key";--> statement-breakpoint
ALTER TABLE "device_infos" ADD COLUMN "session_jti" text;--> statement-breakpoint
-- One device, one account: of a token on several accounts, only the latest registration stays.
DELETE FROM "device_infos" AS "older" USING "device_infos" AS "newer" WHERE "older"."fcm_token" = "newer"."fcm_token" AND ("older"."updated_at", "older"."id") < ("newer"."updated_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_infos_token_key" ON "device_infos" USING btree ("fcm_token");--> statement-breakpoint
CREATE INDEX "device_infos_user_idx" ON "device_infos" USING btree ("user_id");
