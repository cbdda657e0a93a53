CREATE TABLE `change_log` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`op` text NOT NULL,
	`data` text
);
--> statement-breakpoint
CREATE INDEX `change_log_user_seq` ON `change_log` (`user_id`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `change_log_user_entity` ON `change_log` (`user_id`,`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `maintenances` (
	`id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`type` text NOT NULL,
	`adjustments` text NOT NULL,
	`description` text,
	`kms` real,
	`amount` real,
	`date` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `maintenances_vehicle` ON `maintenances` (`vehicle_id`,`date`);--> statement-breakpoint
CREATE INDEX `maintenances_vehicle_kms` ON `maintenances` (`vehicle_id`,`kms`);--> statement-breakpoint
CREATE TABLE `refuels` (
	`id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`date` text NOT NULL,
	`amount` real NOT NULL,
	`fuel` text,
	`quantity` real NOT NULL,
	`displacement` real NOT NULL,
	`station_name` text NOT NULL,
	`station_location` text NOT NULL,
	`price_per_lt` real,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refuels_vehicle` ON `refuels` (`vehicle_id`,`date`);--> statement-breakpoint
CREATE INDEX `refuels_vehicle_km` ON `refuels` (`vehicle_id`,`displacement`);--> statement-breakpoint
CREATE TABLE `sync_clients` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`last_mutation_id` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sync_results` (
	`client_id` text NOT NULL,
	`mid` integer NOT NULL,
	`status` text NOT NULL,
	`code` text,
	`message` text,
	PRIMARY KEY(`client_id`, `mid`),
	FOREIGN KEY (`client_id`) REFERENCES `sync_clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `transfer_authorizations` (
	`secret_hash` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`owner_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `transfer_authorizations_vehicle` ON `transfer_authorizations` (`vehicle_id`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`vehicle_type` text NOT NULL,
	`fullname` text NOT NULL,
	`brand` text NOT NULL,
	`manufacture` text NOT NULL,
	`model` text NOT NULL,
	`plate_number` text,
	`year` integer,
	`displacement` real NOT NULL,
	`initial_km` real NOT NULL,
	`type` text,
	`energy_type` text,
	`color` text,
	`passengers` integer,
	`body_serial` text,
	`bought_date` text,
	`insurance_date` text,
	`taxes_date` text,
	`ext_id` text,
	`external_distance` real,
	`from` text NOT NULL,
	`maintenance_interval` integer,
	`reset_maintenance_type` text,
	`integrations` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vehicles_owner` ON `vehicles` (`owner_id`);