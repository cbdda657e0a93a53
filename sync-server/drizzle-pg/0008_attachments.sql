CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"purpose" text NOT NULL,
	"record_kind" text,
	"record_id" text,
	"paper" text,
	"expires_on" text,
	"media_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"name" text NOT NULL,
	"width" bigint,
	"height" bigint,
	"thumbnail" text,
	"taken_at" text,
	"created_by" text NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	"stored_at" text,
	"billed_to" text
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_vehicle" ON "attachments" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "attachments_record" ON "attachments" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "attachments_created_by" ON "attachments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "attachments_billed_to" ON "attachments" USING btree ("billed_to");