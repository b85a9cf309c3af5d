-- The share card each page and case study shows per language: the media key of the card drawn last
-- (cards/<subject>.<language>.<hash of its inputs>.jpg), so the site names a card that exists and a
-- Worker without a renderer keeps the last one. Subjects: `page:<name>` and `work:<id>`.
CREATE TABLE `share_cards` (
	`subject` text NOT NULL,
	`language` text NOT NULL,
	`key` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`size` integer NOT NULL,
	`drawn_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`subject`, `language`)
);
--> statement-breakpoint
-- A page's card is part of the published copy's answer, a case study's of the work list's: a change
-- moves that content's version, so the site's edge cache renders the tags anew.
CREATE TRIGGER `share_cards_insert_bumps_content_versions` AFTER INSERT ON `share_cards`
BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1
		WHERE `name` = CASE WHEN NEW.`subject` LIKE 'work:%' THEN 'work_items' ELSE 'site_content' END;
END;
--> statement-breakpoint
CREATE TRIGGER `share_cards_update_bumps_content_versions` AFTER UPDATE ON `share_cards`
BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1
		WHERE `name` = CASE WHEN NEW.`subject` LIKE 'work:%' THEN 'work_items' ELSE 'site_content' END;
END;
--> statement-breakpoint
CREATE TRIGGER `share_cards_delete_bumps_content_versions` AFTER DELETE ON `share_cards`
BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1
		WHERE `name` = CASE WHEN OLD.`subject` LIKE 'work:%' THEN 'work_items' ELSE 'site_content' END;
END;
