-- The versions name every kind of public content (the site copy too), not only the lists. SQLite
-- rewrites the triggers of 0001, 0006, 0008 and 0011 to the new name as part of the rename.
ALTER TABLE `list_versions` RENAME TO `content_versions`;--> statement-breakpoint
-- The settings the admin panel edits (alerts, audience measurement, backups): one JSON object per
-- group, validated by its schema in @studio/contracts; no row means the group's defaults.
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` integer,
	FOREIGN KEY (`updated_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- What brought an enquiry's visitor (their visit's source, campaign and landing page); never the visitor hash.
ALTER TABLE `contact_messages` ADD `source` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `campaign` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `landing_path` text;