-- The site copy (docs/decisions/0010): per language a draft, the published copy and revisions. The
-- JSON documents are written by the API (the English defaults on the first read of a fresh install).
CREATE TABLE `site_content_drafts` (
	`language` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`draft_version` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` integer,
	`updated_by_email` text,
	FOREIGN KEY (`updated_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `site_content_published` (
	`language` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`schema_version` integer NOT NULL,
	`published_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`published_by` integer,
	`published_by_email` text,
	FOREIGN KEY (`published_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `site_content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language` text NOT NULL,
	`content` text NOT NULL,
	`schema_version` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`admin_id` integer,
	`admin_email` text,
	`changes` text NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `site_content_revisions_language_idx` ON `site_content_revisions` (`language`,`id`);--> statement-breakpoint
-- The published copy is public content: it has its own row in list_versions, and every write to it
-- moves that row in the same transaction (a count the trigger of 0006 turns into a fresh random
-- number), so the site's edge cache never serves pages of an older copy.
INSERT INTO `list_versions` (`name`, `version`) VALUES ('site_content', abs(random() % 9007199254740991))
ON CONFLICT (`name`) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `site_content_published_insert_bumps_list_version` AFTER INSERT ON `site_content_published`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'site_content';
END;
--> statement-breakpoint
CREATE TRIGGER `site_content_published_update_bumps_list_version` AFTER UPDATE ON `site_content_published`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'site_content';
END;
--> statement-breakpoint
CREATE TRIGGER `site_content_published_delete_bumps_list_version` AFTER DELETE ON `site_content_published`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'site_content';
END;
