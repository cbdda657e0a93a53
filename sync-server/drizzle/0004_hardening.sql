CREATE TABLE `data_repairs` (
	`name` text PRIMARY KEY NOT NULL,
	`applied_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `share_grant_claims` (
	`grant_id` text PRIMARY KEY NOT NULL,
	`vehicle_id` text NOT NULL,
	`grantee_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `share_grant_claims_expiry` ON `share_grant_claims` (`expires_at`);--> statement-breakpoint
CREATE TABLE `share_revocations` (
	`vehicle_id` text NOT NULL,
	`grantee_id` text NOT NULL,
	`revoked_at` integer NOT NULL,
	PRIMARY KEY(`vehicle_id`, `grantee_id`),
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`grantee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `vehicle_shares` ADD `grant_issued_at` integer DEFAULT 0 NOT NULL;