ALTER TABLE "refuels" ADD COLUMN "energy" text DEFAULT 'fuel' NOT NULL;--> statement-breakpoint
ALTER TABLE "refuels" ADD COLUMN "charge_place" text;--> statement-breakpoint
ALTER TABLE "refuels" ADD COLUMN "soc_start" bigint;--> statement-breakpoint
ALTER TABLE "refuels" ADD COLUMN "soc_end" bigint;--> statement-breakpoint
ALTER TABLE "refuels" ADD COLUMN "charger_kw" double precision;--> statement-breakpoint
ALTER TABLE "refuels" ADD COLUMN "charge_minutes" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "power" text;--> statement-breakpoint
-- A vehicle stored before powers: its power follows the seed's fields, as powerFromWire reads them (bicycles have none).
UPDATE "vehicles" SET "power" = CASE WHEN "type" = 'electric' THEN 'electric' WHEN "energy_type" = 'diesel' THEN 'diesel' WHEN "type" = 'gasoline' THEN 'gasoline' ELSE NULL END WHERE "vehicle_type" <> 'bicycle';
