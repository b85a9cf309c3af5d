-- Invites revoked with the admin who sent them (or who they were addressed to) keep their row, so
-- the signup screen can say the link was withdrawn. An invite whose sender is already gone (its
-- created_by was set null when they were removed) counts as revoked from now on.
ALTER TABLE `invites` ADD `revoked_at` text;--> statement-breakpoint
UPDATE `invites` SET `revoked_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `created_by` IS NULL AND `used_at` IS NULL;--> statement-breakpoint
-- Retention counts from when a message was archived (or last changed state), never from when it
-- arrived. When an archived message was archived is not known: it counts from this migration, so an
-- upgrade never deletes a message sooner than a full retention period after it. Other messages count
-- from their arrival until their state changes. SQLite cannot add a column with a computed default,
-- so the API writes it on every insert and state change.
ALTER TABLE `contact_messages` ADD `status_changed_at` text;--> statement-breakpoint
UPDATE `contact_messages` SET `status_changed_at` = CASE
	WHEN `status` = 'archived' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
	ELSE `created_at`
END;--> statement-breakpoint
CREATE INDEX `contact_messages_status_changed_idx` ON `contact_messages` (`status`,`status_changed_at`);
--> statement-breakpoint
-- One id per alert delivery, sent with every attempt (Idempotency-Key and event_id), so a receiver
-- that answered too late and got the retry can drop the copy. Earlier rows get a random one.
ALTER TABLE `alert_outbox` ADD `event_id` text;--> statement-breakpoint
UPDATE `alert_outbox` SET `event_id` = lower(
	hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' ||
	substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))
);
