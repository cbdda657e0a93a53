CREATE TABLE `recall_lookups` (
	`vehicle_id` text PRIMARY KEY NOT NULL,
	`vin` text NOT NULL,
	`outcome` text NOT NULL,
	`next_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recall_lookups_next` ON `recall_lookups` (`next_at`);--> statement-breakpoint
CREATE TABLE `recalls` (
	`id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`source` text NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`model_year` integer NOT NULL,
	`checked_at` text NOT NULL,
	`campaigns` text NOT NULL,
	`dismissals` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recalls_vehicle` ON `recalls` (`vehicle_id`);--> statement-breakpoint
CREATE INDEX `recalls_checked` ON `recalls` (`checked_at`);