CREATE TABLE "ad_report_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"day" date NOT NULL,
	"publication_id" text NOT NULL,
	"post_id" text NOT NULL,
	"read_count" integer DEFAULT 1 NOT NULL,
	"last_read_on" date NOT NULL,
	"first_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer NOT NULL,
	"delivered" integer NOT NULL,
	"unique_opens" integer NOT NULL,
	"ad_clicks" integer,
	"ad_unique_clicks" integer,
	"ad_verified_unique_clicks" integer,
	CONSTRAINT "ad_report_issues_read_count_check" CHECK ("ad_report_issues"."read_count" between 1 and 7),
	CONSTRAINT "ad_report_issues_counts_check" CHECK ("ad_report_issues"."recipients" >= 0 and "ad_report_issues"."delivered" >= 0 and "ad_report_issues"."unique_opens" >= 0
        and coalesce("ad_report_issues"."ad_clicks", 0) >= 0 and coalesce("ad_report_issues"."ad_unique_clicks", 0) >= 0
        and coalesce("ad_report_issues"."ad_verified_unique_clicks", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_report_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_report_issues" ADD CONSTRAINT "ad_report_issues_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_issues" ADD CONSTRAINT "ad_report_issues_booking_fk" FOREIGN KEY ("workspace_id","booking_id") REFERENCES "public"."ad_bookings"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_links" ADD CONSTRAINT "ad_report_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_links" ADD CONSTRAINT "ad_report_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_links" ADD CONSTRAINT "ad_report_links_booking_fk" FOREIGN KEY ("workspace_id","booking_id") REFERENCES "public"."ad_bookings"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_report_issues_booking_day_key" ON "ad_report_issues" USING btree ("booking_id","day");--> statement-breakpoint
CREATE INDEX "ad_report_issues_workspace_idx" ON "ad_report_issues" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_report_links_live_key" ON "ad_report_links" USING btree ("booking_id") WHERE "ad_report_links"."revoked_at" is null;