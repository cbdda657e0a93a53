CREATE TABLE "shop_reminders" (
	"vehicle_id" text NOT NULL,
	"occurrence" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" text NOT NULL,
	CONSTRAINT "shop_reminders_vehicle_id_occurrence_pk" PRIMARY KEY("vehicle_id","occurrence")
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "set_by_shop" text;--> statement-breakpoint
ALTER TABLE "shop_reminders" ADD CONSTRAINT "shop_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_reminders_sent_by" ON "shop_reminders" USING btree ("sent_by");