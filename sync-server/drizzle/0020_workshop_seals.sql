CREATE TABLE `history_links` (
	`token` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`owner_id` text NOT NULL,
	`from` text,
	`includes_amounts` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `history_links_vehicle` ON `history_links` (`vehicle_id`);--> statement-breakpoint
CREATE INDEX `history_links_owner` ON `history_links` (`owner_id`);--> statement-breakpoint
CREATE TABLE `server_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`key_id` text NOT NULL,
	`public_key` text NOT NULL,
	`private_key` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shop_keys` (
	`key_id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`public_key` text NOT NULL,
	`private_key` text,
	`certificate` text NOT NULL,
	`created_at` text NOT NULL,
	`replaced_at` text,
	`closed_at` text
);
--> statement-breakpoint
CREATE INDEX `shop_keys_shop` ON `shop_keys` (`shop_id`);--> statement-breakpoint
CREATE TABLE `shop_reminders` (
	`vehicle_id` text NOT NULL,
	`occurrence` text NOT NULL,
	`sent_by` text NOT NULL,
	`sent_at` text NOT NULL,
	PRIMARY KEY(`vehicle_id`, `occurrence`),
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shop_reminders_sent_by` ON `shop_reminders` (`sent_by`);--> statement-breakpoint
ALTER TABLE `maintenances` ADD `imported_from` text;--> statement-breakpoint
ALTER TABLE `maintenances` ADD `seal` text;--> statement-breakpoint
ALTER TABLE `reminders` ADD `set_by_shop` text;