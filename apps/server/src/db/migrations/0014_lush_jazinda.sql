CREATE TABLE "workspace_archive_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_archives" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"visibility" text NOT NULL,
	"token_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_archives_slug_key" UNIQUE("slug"),
	CONSTRAINT "workspace_archives_visibility_check" CHECK ("workspace_archives"."visibility" in ('public', 'unlisted', 'off'))
);
--> statement-breakpoint
ALTER TABLE "workspace_archive_old_slugs" ADD CONSTRAINT "workspace_archive_old_slugs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_archives" ADD CONSTRAINT "workspace_archives_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_archive_old_slugs_workspace_idx" ON "workspace_archive_old_slugs" USING btree ("workspace_id");