-- Covers made from photographs: one row per stored original with its size, a placeholder and the
-- widths made in AVIF and WebP (the variants' keys follow from the original's key). Written at upload
-- and by the backfill that runs at start and on deploy; an original without a row shows as it is.
CREATE TABLE `media_covers` (
	`key` text PRIMARY KEY NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`content_type` text NOT NULL,
	`placeholder` text,
	`dominant_color` text,
	`variant_widths` text DEFAULT '[]' NOT NULL,
	`variant_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- Preview links name a row here, so a link dies with the session that made it (sign-out, removal of
-- its admin) and the studio can end every open link at once.
CREATE TABLE `preview_links` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` integer NOT NULL,
	`admin_id` integer NOT NULL,
	`language` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `preview_links_session_idx` ON `preview_links` (`session_id`);--> statement-breakpoint
CREATE INDEX `preview_links_admin_idx` ON `preview_links` (`admin_id`);--> statement-breakpoint
-- A cover's alternative text per language; null shows the item's title in that language.
ALTER TABLE `projects` ADD `cover_alt` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `cover_alt_ar` text;--> statement-breakpoint
ALTER TABLE `work_items` ADD `cover_alt` text;--> statement-breakpoint
ALTER TABLE `work_items` ADD `cover_alt_ar` text;