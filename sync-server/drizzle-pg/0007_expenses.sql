CREATE TABLE "expenses" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"category" text NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"date" text NOT NULL,
	"km" double precision,
	"place" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recurrence" text,
	"occurrence_of" text,
	"covers_months" bigint,
	"created_by" text NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_vehicle" ON "expenses" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "expenses_vehicle_km" ON "expenses" USING btree ("vehicle_id","km");