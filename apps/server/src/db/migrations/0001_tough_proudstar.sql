ALTER TABLE "ad_booking_days" DROP CONSTRAINT "ad_booking_days_booking_id_ad_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "ad_booking_days" ADD CONSTRAINT "ad_booking_days_booking_fk" FOREIGN KEY ("workspace_id","booking_id") REFERENCES "public"."ad_bookings"("workspace_id","id") ON DELETE cascade ON UPDATE no action;