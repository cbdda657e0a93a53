CREATE TABLE "tread_readings" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"date" text NOT NULL,
	"km" double precision,
	"depths" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"logged_by_shop" text,
	"seal" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_events" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"date" text NOT NULL,
	"km" double precision NOT NULL,
	"moves" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"logged_by_shop" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"size" text NOT NULL,
	"season" text NOT NULL,
	"tyres" text NOT NULL,
	"price" double precision,
	"currency" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"bought_on" text,
	"minimum_tread_mm" double precision,
	"age_warning_years" bigint,
	"notes" text DEFAULT '' NOT NULL,
	"retired" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"logged_by_shop" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tread_readings" ADD CONSTRAINT "tread_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_events" ADD CONSTRAINT "tyre_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tread_readings_vehicle" ON "tread_readings" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "tread_readings_vehicle_km" ON "tread_readings" USING btree ("vehicle_id","km");--> statement-breakpoint
CREATE INDEX "tyre_events_vehicle" ON "tyre_events" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "tyre_events_vehicle_km" ON "tyre_events" USING btree ("vehicle_id","km");--> statement-breakpoint
CREATE INDEX "tyre_sets_vehicle" ON "tyre_sets" USING btree ("vehicle_id");