CREATE TABLE "destination_send_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"schedule_token" uuid NOT NULL,
	"claim_token" uuid NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"marker" text NOT NULL,
	"remote_id" text,
	"newsletter_version" integer NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"preview_text" text DEFAULT '' NOT NULL,
	"thumbnail_url" text
);
--> statement-breakpoint
CREATE TABLE "publishing_destinations" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key_kind" text,
	"sealed_key" text,
	"last_four" text,
	"key_version" integer DEFAULT 1 NOT NULL,
	"audience_id" text,
	"segment_id" text,
	"tag_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishing_destinations_kind_check" CHECK ("publishing_destinations"."kind" in ('beehiiv', 'mailchimp', 'kit', 'export')),
	CONSTRAINT "publishing_destinations_complete_check" CHECK (("publishing_destinations"."kind" not in ('mailchimp', 'kit') or ("publishing_destinations"."key_kind" = "publishing_destinations"."kind" and "publishing_destinations"."sealed_key" is not null)) and ("publishing_destinations"."kind" <> 'mailchimp' or "publishing_destinations"."audience_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "newsletter_publications" ADD COLUMN "remote_id" text;--> statement-breakpoint
ALTER TABLE "destination_send_claims" ADD CONSTRAINT "destination_send_claims_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_send_claims" ADD CONSTRAINT "destination_send_claims_newsletter_fk" FOREIGN KEY ("workspace_id","newsletter_id") REFERENCES "public"."newsletters"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_destinations" ADD CONSTRAINT "publishing_destinations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "destination_send_claims_newsletter_key" ON "destination_send_claims" USING btree ("newsletter_id");--> statement-breakpoint
CREATE INDEX "destination_send_claims_workspace_idx" ON "destination_send_claims" USING btree ("workspace_id");