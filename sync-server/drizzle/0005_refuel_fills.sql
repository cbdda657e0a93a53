ALTER TABLE `refuels` ADD `full_tank` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `refuels` ADD `missed_previous` integer DEFAULT false NOT NULL;