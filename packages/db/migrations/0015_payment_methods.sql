ALTER TABLE "sandbox_payments" ALTER COLUMN "card_company" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "card_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "easy_pay_provider" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "easy_pay_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_secret" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refund_account" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "easy_pay_provider" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "cash_receipt_type" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "deposited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "refund_account" jsonb;