-- Audience (docs/decisions/0018). The daily totals the Audience screen reads, kept for good: per
-- scope (all, en, ar), dimension (total, page, source, campaign, country, device, not_found), studio
-- day and value; incremented in the same batch as the views and enquiries they count.
CREATE TABLE `audience_daily` (
	`scope` text NOT NULL,
	`dimension` text NOT NULL,
	`day` text NOT NULL,
	`value` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	`enquiries` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`scope`, `dimension`, `day`, `value`)
);
--> statement-breakpoint
-- One random salt per studio day (never derived from anything), deleted two days later.
CREATE TABLE `audience_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- Raw page views without any visitor identity, kept for the setting's number of days (default 90):
-- the view's own referrer host and utm values, its visit's source and campaign, and how it counted.
CREATE TABLE `audience_views` (
	`id` integer PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`minute` text NOT NULL,
	`path` text NOT NULL,
	`language` text NOT NULL,
	`referrer_host` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`source` text NOT NULL,
	`campaign` text,
	`country` text NOT NULL,
	`device` text NOT NULL,
	`entry` integer DEFAULT false NOT NULL,
	`language_entry` integer DEFAULT false NOT NULL,
	`page_entry` integer DEFAULT false NOT NULL,
	`not_found` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audience_views_day_idx` ON `audience_views` (`day`);--> statement-breakpoint
-- Which pages each visitor of today and yesterday read: a page's visitors count once a day. Purged
-- after two days, like every visitor hash.
CREATE TABLE `audience_visitor_pages` (
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`path` text NOT NULL,
	PRIMARY KEY(`day`, `visitor`, `path`)
);
--> statement-breakpoint
-- Today's and yesterday's visitors (the only stored visitor hashes), one row per day, scope and
-- visitor, with the visit's landing page and source for attributing an enquiry; purged after two days.
CREATE TABLE `audience_visitors` (
	`day` text NOT NULL,
	`scope` text NOT NULL,
	`visitor` text NOT NULL,
	`landing_path` text NOT NULL,
	`source` text NOT NULL,
	`campaign` text,
	PRIMARY KEY(`day`, `scope`, `visitor`)
);
--> statement-breakpoint
-- The inbox filtered by source, newest first.
CREATE INDEX `contact_messages_source_created_idx` ON `contact_messages` (`source`,`created_at`,`id`);--> statement-breakpoint
-- The privacy page states the Audience settings (measuring or not, how long raw views are kept), so a
-- change to them moves the site copy's content version like a publish, and cached pages refresh.
CREATE TRIGGER `settings_audience_insert_bumps_site_content` AFTER INSERT ON `settings` WHEN NEW.`key` = 'audience'
BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'site_content';
END;
--> statement-breakpoint
CREATE TRIGGER `settings_audience_update_bumps_site_content` AFTER UPDATE ON `settings` WHEN NEW.`key` = 'audience'
BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'site_content';
END;
