CREATE TABLE "history_links" (
	"token" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"from" text,
	"includes_amounts" integer NOT NULL,
	"created_at" text NOT NULL,
	"expires_at" text NOT NULL,
	"revoked_at" text
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text,
	"certificate" text NOT NULL,
	"created_at" text NOT NULL,
	"replaced_at" text,
	"closed_at" text
);
--> statement-breakpoint
CREATE TABLE "shop_reminders" (
	"vehicle_id" text NOT NULL,
	"occurrence" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" text NOT NULL,
	CONSTRAINT "shop_reminders_vehicle_id_occurrence_pk" PRIMARY KEY("vehicle_id","occurrence")
);
--> statement-breakpoint
ALTER TABLE "maintenances" ADD COLUMN "imported_from" text;--> statement-breakpoint
ALTER TABLE "maintenances" ADD COLUMN "seal" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "set_by_shop" text;--> statement-breakpoint
ALTER TABLE "history_links" ADD CONSTRAINT "history_links_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reminders" ADD CONSTRAINT "shop_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_links_vehicle" ON "history_links" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "history_links_owner" ON "history_links" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shop_keys_shop" ON "shop_keys" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_reminders_sent_by" ON "shop_reminders" USING btree ("sent_by");