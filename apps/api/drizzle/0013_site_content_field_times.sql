-- When each field of a language's draft and published copy last changed (field path -> ISO time), so
-- "older than English" compares the copy's own times instead of reading the audit log. Filled by the
-- API from the revisions and drafts on its first read after this migration.
ALTER TABLE `site_content_drafts` ADD `field_times` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_content_published` ADD `field_times` text DEFAULT '{}' NOT NULL;