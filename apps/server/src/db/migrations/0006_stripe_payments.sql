CREATE TABLE "ad_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"submission_id" uuid,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"advertiser_email" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "ad_payments_workspace_id_key" UNIQUE("workspace_id","id"),
	CONSTRAINT "ad_payments_booking_key" UNIQUE("booking_id"),
	CONSTRAINT "ad_payments_status_check" CHECK ("ad_payments"."status" in ('awaiting_payment', 'paid', 'expired', 'refunded')),
	CONSTRAINT "ad_payments_amount_check" CHECK ("ad_payments"."amount_cents" >= 0),
	CONSTRAINT "ad_payments_refund_check" CHECK ("ad_payments"."status" <> 'refunded' or "ad_payments"."payment_intent_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_booking_fk" FOREIGN KEY ("workspace_id","booking_id") REFERENCES "public"."ad_bookings"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_submission_fk" FOREIGN KEY ("workspace_id","submission_id") REFERENCES "public"."portal_submissions"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_payments_month_idx" ON "ad_payments" USING btree ("workspace_id","created_at");