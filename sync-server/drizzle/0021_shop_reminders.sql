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
ALTER TABLE `reminders` ADD `set_by_shop` text;