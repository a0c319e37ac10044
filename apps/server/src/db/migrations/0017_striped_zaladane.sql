CREATE TABLE "archive_tombstones" (
	"workspace_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_tombstones_pkey" PRIMARY KEY("workspace_id","issue_date")
);
--> statement-breakpoint
ALTER TABLE "archive_tombstones" ADD CONSTRAINT "archive_tombstones_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;