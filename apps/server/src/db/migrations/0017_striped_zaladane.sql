CREATE TABLE "archive_tombstones" (
	"workspace_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_tombstones_pkey" PRIMARY KEY("workspace_id","issue_date")
);
--> statement-breakpoint
ALTER TABLE "archive_tombstones" ADD CONSTRAINT "archive_tombstones_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Whatever removes a published issue's row leaves its day's tombstone, so the archive answers 410 there. A
-- workspace being deleted takes its newsletters with it: its row is already gone then, and so is its archive.
CREATE FUNCTION "archive_tombstone_of_deleted_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."status" = 'published' AND EXISTS (SELECT 1 FROM "workspaces" WHERE "id" = OLD."workspace_id") THEN
		INSERT INTO "archive_tombstones" ("workspace_id", "issue_date") VALUES (OLD."workspace_id", OLD."issue_date")
		ON CONFLICT ("workspace_id", "issue_date") DO UPDATE SET "deleted_at" = now();
	END IF;
	RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "newsletters_archive_tombstone" AFTER DELETE ON "newsletters" FOR EACH ROW EXECUTE FUNCTION "archive_tombstone_of_deleted_issue"();
