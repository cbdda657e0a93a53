CREATE TABLE "recall_lookups" (
	"vehicle_id" text PRIMARY KEY NOT NULL,
	"vin" text NOT NULL,
	"outcome" text NOT NULL,
	"next_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"source" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"model_year" bigint NOT NULL,
	"checked_at" text NOT NULL,
	"campaigns" text NOT NULL,
	"dismissals" text NOT NULL,
	"created_by" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recall_lookups" ADD CONSTRAINT "recall_lookups_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_lookups_next" ON "recall_lookups" USING btree ("next_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recalls_vehicle" ON "recalls" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "recalls_checked" ON "recalls" USING btree ("checked_at");