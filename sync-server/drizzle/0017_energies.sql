ALTER TABLE `refuels` ADD `energy` text DEFAULT 'fuel' NOT NULL;--> statement-breakpoint
ALTER TABLE `refuels` ADD `charge_place` text;--> statement-breakpoint
ALTER TABLE `refuels` ADD `soc_start` integer;--> statement-breakpoint
ALTER TABLE `refuels` ADD `soc_end` integer;--> statement-breakpoint
ALTER TABLE `refuels` ADD `charger_kw` real;--> statement-breakpoint
ALTER TABLE `refuels` ADD `charge_minutes` integer;--> statement-breakpoint
ALTER TABLE `vehicles` ADD `power` text;--> statement-breakpoint
-- A vehicle stored before powers: its power follows the seed's fields, as powerFromWire reads them (bicycles have none).
UPDATE `vehicles` SET `power` = CASE WHEN `type` = 'electric' THEN 'electric' WHEN `energy_type` = 'diesel' THEN 'diesel' WHEN `type` = 'gasoline' THEN 'gasoline' ELSE NULL END WHERE `vehicle_type` <> 'bicycle';
