CREATE TABLE "issue_assemblies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid,
	"issue_date" date NOT NULL,
	"item_ids" jsonb,
	"booking_ids" jsonb,
	"tone_id" uuid,
	"tone_mode" text DEFAULT 'default' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"newsletter_id" uuid,
	"added" jsonb DEFAULT '{"articles":0,"events":0,"ads":0}'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issue_assemblies" ADD CONSTRAINT "issue_assemblies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_assemblies" ADD CONSTRAINT "issue_assemblies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_assemblies" ADD CONSTRAINT "issue_assemblies_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_assemblies_workspace_idx" ON "issue_assemblies" USING btree ("workspace_id","created_at");