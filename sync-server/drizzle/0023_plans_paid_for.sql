CREATE TABLE `billing_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created` integer NOT NULL,
	`subscription` text,
	`received_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `billing_events_subscription` ON `billing_events` (`subscription`,`created`);--> statement-breakpoint
CREATE TABLE `plan_terms` (
	`user_id` text PRIMARY KEY NOT NULL,
	`paid_until` text NOT NULL,
	`renews` integer NOT NULL,
	`source` text NOT NULL,
	`provider_customer` text,
	`provider_subscription` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `plan_terms_paid_until` ON `plan_terms` (`paid_until`);--> statement-breakpoint
CREATE INDEX `plan_terms_provider_subscription` ON `plan_terms` (`provider_subscription`);--> statement-breakpoint
CREATE TABLE `vouchers` (
	`serial` text PRIMARY KEY NOT NULL,
	`plan` text NOT NULL,
	`months` integer NOT NULL,
	`redeem_by` text NOT NULL,
	`note` text NOT NULL,
	`issued_at` text NOT NULL,
	`redeemed_by` text,
	`redeemed_at` text
);
--> statement-breakpoint
CREATE INDEX `vouchers_redeemed_by` ON `vouchers` (`redeemed_by`);