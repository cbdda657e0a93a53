ALTER TABLE `notifications` ADD `key` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `params` text;