CREATE TABLE `work_item_slug_history` (
	`slug` text PRIMARY KEY NOT NULL,
	`work_item_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`work_item_id`) REFERENCES `work_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_item_slug_history_item_idx` ON `work_item_slug_history` (`work_item_id`);--> statement-breakpoint
ALTER TABLE `work_items` ADD `slug` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Backfill (hand-written): every existing item gets a slug from its title, as slugify() in
-- packages/contracts/src/slugs.ts makes it (accented Latin letters transliterated, anything else a
-- word break, at most 60 characters, `work` when nothing is left), unique in id order (`-2`, `-3`…).
CREATE TABLE `__work_item_slug_backfill` (`id` integer PRIMARY KEY, `base` text NOT NULL, `slug` text);
--> statement-breakpoint
WITH RECURSIVE `walk`(`id`, `rest`, `out`) AS (
	SELECT `id`, `title`, '' FROM `work_items`
	UNION ALL
	SELECT `id`, substr(`rest`, 2), `out` || CASE
		WHEN lower(substr(`rest`, 1, 1)) GLOB '[a-z0-9]' THEN lower(substr(`rest`, 1, 1))
		WHEN instr('àáâãäåāăąÀÁÂÃÄÅĀĂĄçćĉċčÇĆĈĊČďđðĎĐÐèéêëēĕėęěÈÉÊËĒĔĖĘĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀłĹĻĽĿŁñńņňÑŃŅŇòóôõöøōŏőÒÓÔÕÖØŌŎŐŕŗřŔŖŘśŝşšŚŜŞŠţťŧŢŤŦùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶźżžŹŻŽ', lower(substr(`rest`, 1, 1))) > 0
			THEN substr('aaaaaaaaaaaaaaaaaaccccccccccddddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz', instr('àáâãäåāăąÀÁÂÃÄÅĀĂĄçćĉċčÇĆĈĊČďđðĎĐÐèéêëēĕėęěÈÉÊËĒĔĖĘĚĝğġģĜĞĠĢĥħĤĦìíîïĩīĭįıÌÍÎÏĨĪĬĮİĵĴķĶĺļľŀłĹĻĽĿŁñńņňÑŃŅŇòóôõöøōŏőÒÓÔÕÖØŌŎŐŕŗřŔŖŘśŝşšŚŜŞŠţťŧŢŤŦùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲŵŴýÿŷÝŸŶźżžŹŻŽ', lower(substr(`rest`, 1, 1))), 1)
		WHEN lower(substr(`rest`, 1, 1)) = 'ß' THEN 'ss'
		WHEN lower(substr(`rest`, 1, 1)) IN ('æ', 'Æ') THEN 'ae'
		WHEN lower(substr(`rest`, 1, 1)) IN ('œ', 'Œ') THEN 'oe'
		WHEN lower(substr(`rest`, 1, 1)) IN ('þ', 'Þ') THEN 'th'
		WHEN `out` = '' OR substr(`out`, -1) = '-' THEN ''
		ELSE '-'
	END
	FROM `walk` WHERE `rest` <> ''
)
INSERT INTO `__work_item_slug_backfill` (`id`, `base`)
SELECT `id`, coalesce(nullif(rtrim(substr(rtrim(`out`, '-'), 1, 60), '-'), ''), 'work')
FROM `walk` WHERE `rest` = '';
--> statement-breakpoint
UPDATE `__work_item_slug_backfill` SET `slug` = (
	SELECT CASE WHEN `ranked`.`n` = 1 THEN `ranked`.`base`
		ELSE rtrim(substr(`ranked`.`base`, 1, 60 - length('-' || `ranked`.`n`)), '-') || '-' || `ranked`.`n` END
	FROM (SELECT `id`, `base`, row_number() OVER (PARTITION BY `base` ORDER BY `id`) AS `n`
		FROM `__work_item_slug_backfill`) AS `ranked`
	WHERE `ranked`.`id` = `__work_item_slug_backfill`.`id`
);
--> statement-breakpoint
-- A numbered slug can equal another title's own slug ("Shop 2" beside two "Shop"s): the later one
-- takes its id as well.
UPDATE `__work_item_slug_backfill`
SET `slug` = rtrim(substr(`slug`, 1, 60 - length('-' || `id`)), '-') || '-' || `id`
WHERE EXISTS (SELECT 1 FROM `__work_item_slug_backfill` AS `earlier`
	WHERE `earlier`.`slug` = `__work_item_slug_backfill`.`slug` AND `earlier`.`id` < `__work_item_slug_backfill`.`id`);
--> statement-breakpoint
UPDATE `work_items` SET `slug` = (
	SELECT `slug` FROM `__work_item_slug_backfill` WHERE `__work_item_slug_backfill`.`id` = `work_items`.`id`
);
--> statement-breakpoint
DROP TABLE `__work_item_slug_backfill`;
--> statement-breakpoint
CREATE UNIQUE INDEX `work_items_slug_idx` ON `work_items` (`slug`);--> statement-breakpoint
-- A row written straight to the database without a slug (the API always gives one) gets work-<id>.
CREATE TRIGGER `work_items_insert_fills_slug` AFTER INSERT ON `work_items` WHEN NEW.`slug` = ''
BEGIN
	UPDATE `work_items` SET `slug` = 'work-' || NEW.`id` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `work_items_update_fills_slug` AFTER UPDATE OF `slug` ON `work_items` WHEN NEW.`slug` = ''
BEGIN
	UPDATE `work_items` SET `slug` = 'work-' || NEW.`id` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
-- Deleting an item removes its old slugs, whether or not foreign keys are enforced.
CREATE TRIGGER `work_items_delete_drops_old_slugs` AFTER DELETE ON `work_items`
BEGIN
	DELETE FROM `work_item_slug_history` WHERE `work_item_id` = OLD.`id`;
END;
--> statement-breakpoint
-- Redirects are part of the public work list's content: any change moves its version.
CREATE TRIGGER `work_item_slug_history_insert_bumps_list_version` AFTER INSERT ON `work_item_slug_history`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items';
END;
--> statement-breakpoint
CREATE TRIGGER `work_item_slug_history_update_bumps_list_version` AFTER UPDATE ON `work_item_slug_history`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items';
END;
--> statement-breakpoint
CREATE TRIGGER `work_item_slug_history_delete_bumps_list_version` AFTER DELETE ON `work_item_slug_history`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items';
END;
