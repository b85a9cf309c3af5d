-- A cover in our media store is stored by its key, never by its address: the address follows the
-- current PUBLIC_MEDIA_BASE_URL when an answer is made, so a change of the base (or of the API's
-- port, which the local default includes) cannot break a cover or let the orphan sweep delete it.
-- cover_url keeps only a cover that is not in our media store.
ALTER TABLE `projects` ADD `cover_key` text;--> statement-breakpoint
ALTER TABLE `work_items` ADD `cover_key` text;--> statement-breakpoint
-- Existing covers (hand-written): a URL whose path holds /media/covers/ or /media/seed/ names our
-- media, whatever its scheme, host or port (the base it was saved under may be long gone). A `?` or
-- `#` before that point means it sat in a query or fragment, not the path.
UPDATE `projects` SET `cover_key` = substr(`cover_url`, instr(`cover_url`, '/media/covers/') + 7)
WHERE instr(`cover_url`, '/media/covers/') > 0
	AND instr(substr(`cover_url`, 1, instr(`cover_url`, '/media/covers/')), '?') = 0
	AND instr(substr(`cover_url`, 1, instr(`cover_url`, '/media/covers/')), '#') = 0;
--> statement-breakpoint
UPDATE `projects` SET `cover_key` = substr(`cover_url`, instr(`cover_url`, '/media/seed/') + 7)
WHERE `cover_key` IS NULL AND instr(`cover_url`, '/media/seed/') > 0
	AND instr(substr(`cover_url`, 1, instr(`cover_url`, '/media/seed/')), '?') = 0
	AND instr(substr(`cover_url`, 1, instr(`cover_url`, '/media/seed/')), '#') = 0;
--> statement-breakpoint
UPDATE `work_items` SET `cover_key` = substr(`cover_url`, instr(`cover_url`, '/media/covers/') + 7)
WHERE instr(`cover_url`, '/media/covers/') > 0
	AND instr(substr(`cover_url`, 1, instr(`cover_url`, '/media/covers/')), '?') = 0
	AND instr(substr(`cover_url`, 1, instr(`cover_url`, '/media/covers/')), '#') = 0;
--> statement-breakpoint
UPDATE `work_items` SET `cover_key` = substr(`cover_url`, instr(`cover_url`, '/media/seed/') + 7)
WHERE `cover_key` IS NULL AND instr(`cover_url`, '/media/seed/') > 0
	AND instr(substr(`cover_url`, 1, instr(`cover_url`, '/media/seed/')), '?') = 0
	AND instr(substr(`cover_url`, 1, instr(`cover_url`, '/media/seed/')), '#') = 0;
--> statement-breakpoint
-- Only a valid media key (isMediaKey in @studio/contracts/cover-variants: letters, digits, `._-`,
-- segments that do not start with a dot, at most 512 characters) is kept; anything else stays a URL.
UPDATE `projects` SET `cover_key` = NULL
WHERE `cover_key` IS NOT NULL AND (`cover_key` GLOB '*[^A-Za-z0-9._/-]*' OR `cover_key` LIKE '%/.%'
	OR `cover_key` LIKE '%//%' OR `cover_key` LIKE '%/' OR length(`cover_key`) > 512);
--> statement-breakpoint
UPDATE `work_items` SET `cover_key` = NULL
WHERE `cover_key` IS NOT NULL AND (`cover_key` GLOB '*[^A-Za-z0-9._/-]*' OR `cover_key` LIKE '%/.%'
	OR `cover_key` LIKE '%//%' OR `cover_key` LIKE '%/' OR length(`cover_key`) > 512);
--> statement-breakpoint
UPDATE `projects` SET `cover_url` = NULL WHERE `cover_key` IS NOT NULL;--> statement-breakpoint
UPDATE `work_items` SET `cover_url` = NULL WHERE `cover_key` IS NOT NULL;--> statement-breakpoint
-- A cover record's change moves the version of each list with an item that shows it: now found by
-- its key, and still by the end of a cover_url (a row a process older than this migration writes).
DROP TRIGGER `media_covers_insert_bumps_list_versions`;--> statement-breakpoint
DROP TRIGGER `media_covers_update_bumps_list_versions`;--> statement-breakpoint
DROP TRIGGER `media_covers_delete_bumps_list_versions`;--> statement-breakpoint
CREATE TRIGGER `media_covers_insert_bumps_list_versions` AFTER INSERT ON `media_covers`
BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'projects'
		AND EXISTS (SELECT 1 FROM `projects` WHERE `cover_key` = NEW.`key`
			OR substr(`cover_url`, -length(NEW.`key`) - 1) = '/' || NEW.`key`);
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items'
		AND EXISTS (SELECT 1 FROM `work_items` WHERE `cover_key` = NEW.`key`
			OR substr(`cover_url`, -length(NEW.`key`) - 1) = '/' || NEW.`key`);
END;
--> statement-breakpoint
CREATE TRIGGER `media_covers_update_bumps_list_versions` AFTER UPDATE ON `media_covers`
BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'projects'
		AND EXISTS (SELECT 1 FROM `projects` WHERE `cover_key` IN (OLD.`key`, NEW.`key`)
			OR substr(`cover_url`, -length(NEW.`key`) - 1) = '/' || NEW.`key`);
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items'
		AND EXISTS (SELECT 1 FROM `work_items` WHERE `cover_key` IN (OLD.`key`, NEW.`key`)
			OR substr(`cover_url`, -length(NEW.`key`) - 1) = '/' || NEW.`key`);
END;
--> statement-breakpoint
CREATE TRIGGER `media_covers_delete_bumps_list_versions` AFTER DELETE ON `media_covers`
BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'projects'
		AND EXISTS (SELECT 1 FROM `projects` WHERE `cover_key` = OLD.`key`
			OR substr(`cover_url`, -length(OLD.`key`) - 1) = '/' || OLD.`key`);
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items'
		AND EXISTS (SELECT 1 FROM `work_items` WHERE `cover_key` = OLD.`key`
			OR substr(`cover_url`, -length(OLD.`key`) - 1) = '/' || OLD.`key`);
END;
