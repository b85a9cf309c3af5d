CREATE TABLE `rate_limit_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`bucket` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_events_bucket_idx` ON `rate_limit_events` (`bucket`,`expires_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_events_expires_idx` ON `rate_limit_events` (`expires_at`);--> statement-breakpoint
DROP TABLE `rate_limits`;