-- The Cloudflare Images binding encodes AVIF only up to 1200 px, so a cover's AVIF widths are a
-- subset of its WebP widths (variant_widths) and are recorded on their own.
ALTER TABLE `media_covers` ADD `avif_widths` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
-- The public lists show each cover's size, placeholder and widths, so a change to a cover's row moves
-- the version of every list with an item that shows it (matched by the end of its cover_url, which
-- is the media base URL, a slash, then the key; an item of another base that ends the same way only
-- costs one needless rebuild). The 0006 trigger then turns each count into a fresh random version.
CREATE TRIGGER `media_covers_insert_bumps_list_versions` AFTER INSERT ON `media_covers`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'projects'
		AND EXISTS (SELECT 1 FROM `projects` WHERE substr(`cover_url`, -length(NEW.`key`) - 1) = '/' || NEW.`key`);
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items'
		AND EXISTS (SELECT 1 FROM `work_items` WHERE substr(`cover_url`, -length(NEW.`key`) - 1) = '/' || NEW.`key`);
END;
--> statement-breakpoint
CREATE TRIGGER `media_covers_update_bumps_list_versions` AFTER UPDATE ON `media_covers`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'projects'
		AND EXISTS (SELECT 1 FROM `projects` WHERE substr(`cover_url`, -length(NEW.`key`) - 1) = '/' || NEW.`key`);
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items'
		AND EXISTS (SELECT 1 FROM `work_items` WHERE substr(`cover_url`, -length(NEW.`key`) - 1) = '/' || NEW.`key`);
END;
--> statement-breakpoint
CREATE TRIGGER `media_covers_delete_bumps_list_versions` AFTER DELETE ON `media_covers`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'projects'
		AND EXISTS (SELECT 1 FROM `projects` WHERE substr(`cover_url`, -length(OLD.`key`) - 1) = '/' || OLD.`key`);
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items'
		AND EXISTS (SELECT 1 FROM `work_items` WHERE substr(`cover_url`, -length(OLD.`key`) - 1) = '/' || OLD.`key`);
END;
