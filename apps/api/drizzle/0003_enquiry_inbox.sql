CREATE TABLE `alert_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer,
	`channel` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `alert_outbox_due_idx` ON `alert_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `alert_outbox_created_idx` ON `alert_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `alert_outbox_message_idx` ON `alert_outbox` (`message_id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`,`id`);--> statement-breakpoint
-- Hand-written below: drizzle-kit cannot express FTS5 tables or triggers.
-- Full-text search over the inbox (external content: the text lives once, in contact_messages).
-- unicode61 folds case and diacritics; the 2- and 3-character prefix indexes keep as-you-type
-- prefix queries ("ad*") off a full term scan.
CREATE VIRTUAL TABLE `contact_messages_fts` USING fts5(
	`name`, `email`, `company`, `subject`, `message`,
	content='contact_messages', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
INSERT INTO `contact_messages_fts` (`contact_messages_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `contact_messages_fts_insert` AFTER INSERT ON `contact_messages`
BEGIN
	INSERT INTO `contact_messages_fts` (`rowid`, `name`, `email`, `company`, `subject`, `message`)
	VALUES (new.`id`, new.`name`, new.`email`, new.`company`, new.`subject`, new.`message`);
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_fts_delete` AFTER DELETE ON `contact_messages`
BEGIN
	INSERT INTO `contact_messages_fts` (`contact_messages_fts`, `rowid`, `name`, `email`, `company`, `subject`, `message`)
	VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`company`, old.`subject`, old.`message`);
END;
--> statement-breakpoint
-- Only a change to the searched text touches the index: a status change (the common update) does not.
CREATE TRIGGER `contact_messages_fts_update` AFTER UPDATE OF `id`, `name`, `email`, `company`, `subject`, `message` ON `contact_messages`
BEGIN
	INSERT INTO `contact_messages_fts` (`contact_messages_fts`, `rowid`, `name`, `email`, `company`, `subject`, `message`)
	VALUES ('delete', old.`id`, old.`name`, old.`email`, old.`company`, old.`subject`, old.`message`);
	INSERT INTO `contact_messages_fts` (`rowid`, `name`, `email`, `company`, `subject`, `message`)
	VALUES (new.`id`, new.`name`, new.`email`, new.`company`, new.`subject`, new.`message`);
END;
