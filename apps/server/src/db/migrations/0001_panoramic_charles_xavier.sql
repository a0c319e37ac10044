CREATE TABLE "ad_booking_days" (
	"booking_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seat" integer,
	CONSTRAINT "ad_booking_days_booking_id_day_pk" PRIMARY KEY("booking_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"business_company_id" uuid NOT NULL,
	"feed_item_id" uuid,
	"status" text NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"stripe_checkout_session_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_by_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_bookings_workspace_id_key" UNIQUE("workspace_id","id"),
	CONSTRAINT "ad_bookings_status_check" CHECK ("ad_bookings"."status" in ('held', 'confirmed', 'placed', 'ran', 'reported', 'cancelled', 'refunded', 'expired')),
	CONSTRAINT "ad_bookings_hold_check" CHECK ("ad_bookings"."status" <> 'held' or "ad_bookings"."hold_expires_at" is not null),
	CONSTRAINT "ad_bookings_amount_check" CHECK ("ad_bookings"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_product_seats" (
	"product_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	CONSTRAINT "ad_product_seats_product_id_seat_pk" PRIMARY KEY("product_id","seat"),
	CONSTRAINT "ad_product_seats_seat_check" CHECK ("ad_product_seats"."seat" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ad_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT 'any' NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_products_workspace_id_key" UNIQUE("workspace_id","id"),
	CONSTRAINT "ad_products_capacity_check" CHECK ("ad_products"."capacity" between 1 and 100),
	CONSTRAINT "ad_products_price_check" CHECK ("ad_products"."price_cents" >= 0),
	CONSTRAINT "ad_products_lead_days_check" CHECK ("ad_products"."lead_days" between 0 and 365),
	CONSTRAINT "ad_products_position_check" CHECK ("ad_products"."position" in ('top', 'middle', 'bottom', 'any')),
	CONSTRAINT "ad_products_currency_check" CHECK ("ad_products"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "publishing_days" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_booking_days" ADD CONSTRAINT "ad_booking_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_booking_days" ADD CONSTRAINT "ad_booking_days_booking_fk" FOREIGN KEY ("workspace_id","booking_id") REFERENCES "public"."ad_bookings"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_booking_days" ADD CONSTRAINT "ad_booking_days_seat_fk" FOREIGN KEY ("product_id","seat") REFERENCES "public"."ad_product_seats"("product_id","seat") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_product_fk" FOREIGN KEY ("workspace_id","product_id") REFERENCES "public"."ad_products"("workspace_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_business_company_fk" FOREIGN KEY ("workspace_id","business_company_id") REFERENCES "public"."business_companies"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bookings" ADD CONSTRAINT "ad_bookings_feed_item_fk" FOREIGN KEY ("workspace_id","feed_item_id") REFERENCES "public"."feed_items"("workspace_id","id") ON DELETE set null (feed_item_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_product_seats" ADD CONSTRAINT "ad_product_seats_product_id_ad_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ad_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_products" ADD CONSTRAINT "ad_products_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_booking_days_seat_key" ON "ad_booking_days" USING btree ("product_id","day","seat");--> statement-breakpoint
CREATE INDEX "ad_booking_days_workspace_day_idx" ON "ad_booking_days" USING btree ("workspace_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_bookings_stripe_session_key" ON "ad_bookings" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE INDEX "ad_bookings_workspace_status_idx" ON "ad_bookings" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "ad_bookings_product_idx" ON "ad_bookings" USING btree ("product_id");