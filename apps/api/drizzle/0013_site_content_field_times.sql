-- When each field of a language's draft and published copy last changed (field path -> ISO time), so
-- "older than English" compares the copy's own times instead of reading the audit log. Written with
-- every save, restore and publish; rows from before this migration are filled once, from the
-- revisions' per-field changes and the drafts' audited saves, by the data step that runs after the
-- SQL migrations (src/db/site-copy-migration.ts).
ALTER TABLE `site_content_drafts` ADD `field_times` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_content_published` ADD `field_times` text DEFAULT '{}' NOT NULL;