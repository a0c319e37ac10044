ALTER TABLE "beehiiv_post_claims" ADD COLUMN "preview_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beehiiv_post_claims" ADD COLUMN "thumbnail_url" text;