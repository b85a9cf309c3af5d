-- Each alert channel's run of failed attempts, reset by a success, and whether the owner was told
-- of this run on another channel: what the Status screen warns about.
CREATE TABLE `alert_channel_health` (
	`channel` text PRIMARY KEY NOT NULL,
	`failures_in_row` integer DEFAULT 0 NOT NULL,
	`last_answer` text,
	`last_status` integer,
	`last_failed_at` text,
	`notified_at` text
);
--> statement-breakpoint
-- One row per run of each scheduled job (start, end, count or error), kept 14 days.
CREATE TABLE `job_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text NOT NULL,
	`ok` integer NOT NULL,
	`result` integer,
	`error` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `job_runs_job_idx` ON `job_runs` (`job`,`started_at`);--> statement-breakpoint
CREATE INDEX `job_runs_started_idx` ON `job_runs` (`started_at`);--> statement-breakpoint
-- What each delivery attempt got (when, status, the channel's words), the last 8 kept.
ALTER TABLE `alert_outbox` ADD `attempt_log` text DEFAULT '[]' NOT NULL;