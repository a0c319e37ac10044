-- The search vector no longer repeats a summary that is the start of the content text (docs/decisions/0039).
-- Adding the generated column back computes it for every existing row; dropping it dropped its GIN index, which
-- is created again here (PostgreSQL 15 has no ALTER COLUMN … SET EXPRESSION).
ALTER TABLE "feed_items" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("feed_items"."title", '') || ' ' || CASE WHEN "feed_items"."summary" = "feed_items"."content_text" OR (right("feed_items"."summary", 1) = '…' AND starts_with("feed_items"."content_text", left("feed_items"."summary", -1) || ' ')) THEN split_part("feed_items"."summary", ' ', -1) ELSE coalesce("feed_items"."summary", '') END || ' ' || coalesce("feed_items"."content_text", ''))) STORED;--> statement-breakpoint
CREATE INDEX "feed_items_search_idx" ON "feed_items" USING gin ("search_vector");
