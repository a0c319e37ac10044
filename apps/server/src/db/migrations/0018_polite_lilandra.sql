ALTER TABLE "beehiiv_post_claims" ADD COLUMN "header_and_footer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "web_title" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "beehiiv_header_footer" boolean DEFAULT false NOT NULL;