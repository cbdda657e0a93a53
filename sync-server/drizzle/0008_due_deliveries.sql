CREATE TABLE `due_deliveries` (
	`user_id` text NOT NULL,
	`occurrence` text NOT NULL,
	`channel` text NOT NULL,
	`state` text NOT NULL,
	`payload` text NOT NULL,
	`not_before` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`sent_at` text,
	PRIMARY KEY(`user_id`, `occurrence`, `channel`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `due_deliveries_waiting` ON `due_deliveries` (`state`,`not_before`);--> statement-breakpoint
CREATE TABLE `due_schedule` (
	`vehicle_id` text PRIMARY KEY NOT NULL,
	`next_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `due_schedule_next` ON `due_schedule` (`next_at`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`endpoint` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_subscriptions_user` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `scheduler_state` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text,
	`lease_until` text,
	`change_seq` integer
);
--> statement-breakpoint
ALTER TABLE `users` ADD `notification_settings` text;