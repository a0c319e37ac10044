ALTER TABLE "ad_products" ADD COLUMN "max_days_per_order" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_companies" ADD COLUMN "from_public_form" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_products" ADD CONSTRAINT "ad_products_max_days_per_order_check" CHECK ("ad_products"."max_days_per_order" between 1 and 56);