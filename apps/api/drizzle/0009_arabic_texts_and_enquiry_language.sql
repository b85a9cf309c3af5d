-- The Arabic site (/ar/): a project or work item may carry an Arabic title and description; null
-- shows the English ones. Both tables' update triggers (0001) already move the content version on
-- any change of a row, these columns included.
ALTER TABLE `projects` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `description_ar` text;--> statement-breakpoint
ALTER TABLE `work_items` ADD `title_ar` text;--> statement-breakpoint
ALTER TABLE `work_items` ADD `description_ar` text;--> statement-breakpoint
-- The language of the site an enquiry was sent from; every earlier enquiry came from the English one.
ALTER TABLE `contact_messages` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Paging one language's messages newest first, over every status or within one: each index holds
-- the whole ORDER BY, so a page is a range scan (see inbox/messages.ts).
CREATE INDEX `contact_messages_language_created_idx` ON `contact_messages` (`language`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_language_status_created_idx` ON `contact_messages` (`language`,`status`,`created_at`,`id`);
