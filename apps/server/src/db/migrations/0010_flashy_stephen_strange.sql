ALTER TABLE "ad_payments" DROP CONSTRAINT "ad_payments_status_check";--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "paid_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "paid_currency" text;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "refund_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ad_payments_refund_retry_idx" ON "ad_payments" USING btree ("refund_retry_at") WHERE "ad_payments"."refund_retry_at" is not null;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_status_check" CHECK ("ad_payments"."status" in ('awaiting_payment', 'paid', 'expired', 'refunded', 'mismatch'));