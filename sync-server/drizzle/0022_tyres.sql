CREATE TABLE `tread_readings` (
	`id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`date` text NOT NULL,
	`km` real,
	`depths` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_by` text NOT NULL,
	`logged_by_shop` text,
	`seal` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tread_readings_vehicle` ON `tread_readings` (`vehicle_id`,`date`);--> statement-breakpoint
CREATE INDEX `tread_readings_vehicle_km` ON `tread_readings` (`vehicle_id`,`km`);--> statement-breakpoint
CREATE TABLE `tyre_events` (
	`id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`date` text NOT NULL,
	`km` real NOT NULL,
	`moves` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_by` text NOT NULL,
	`logged_by_shop` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tyre_events_vehicle` ON `tyre_events` (`vehicle_id`,`date`);--> statement-breakpoint
CREATE INDEX `tyre_events_vehicle_km` ON `tyre_events` (`vehicle_id`,`km`);--> statement-breakpoint
CREATE TABLE `tyre_sets` (
	`id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`model` text DEFAULT '' NOT NULL,
	`size` text NOT NULL,
	`season` text NOT NULL,
	`tyres` text NOT NULL,
	`price` real,
	`currency` text NOT NULL,
	`place` text DEFAULT '' NOT NULL,
	`bought_on` text,
	`minimum_tread_mm` real,
	`age_warning_years` integer,
	`notes` text DEFAULT '' NOT NULL,
	`retired` integer DEFAULT false NOT NULL,
	`created_by` text NOT NULL,
	`logged_by_shop` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tyre_sets_vehicle` ON `tyre_sets` (`vehicle_id`);