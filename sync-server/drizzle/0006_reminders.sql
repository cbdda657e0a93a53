CREATE TABLE `reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`title` text,
	`adjustment` text,
	`maintenance_type` text,
	`due_km` real,
	`due_date` text,
	`every_km` real,
	`every_months` integer,
	`last_done_km` real,
	`last_done_date` text,
	`done_at` text,
	`snoozed_until` text,
	`dismissed` integer DEFAULT false NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminders_vehicle` ON `reminders` (`vehicle_id`);