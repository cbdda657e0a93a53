CREATE TABLE `attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`purpose` text NOT NULL,
	`record_kind` text,
	`record_id` text,
	`paper` text,
	`expires_on` text,
	`media_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`name` text NOT NULL,
	`width` integer,
	`height` integer,
	`thumbnail` text,
	`taken_at` text,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`stored_at` text,
	`billed_to` text,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attachments_vehicle` ON `attachments` (`vehicle_id`);--> statement-breakpoint
CREATE INDEX `attachments_record` ON `attachments` (`record_id`);--> statement-breakpoint
CREATE INDEX `attachments_created_by` ON `attachments` (`created_by`);--> statement-breakpoint
CREATE INDEX `attachments_billed_to` ON `attachments` (`billed_to`);