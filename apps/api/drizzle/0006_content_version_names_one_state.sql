-- The content version names one state of one database (docs/decisions/0009): every write to a public
-- list sets its version to a fresh random number (53 bits, so the JavaScript client reads it exactly)
-- in the same transaction, instead of counting. Two databases, or a restored copy that then takes new
-- saves, never arrive at the same version the way two counters do.
DROP TRIGGER IF EXISTS `projects_insert_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `projects_insert_renews_content_version` AFTER INSERT ON `projects`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'projects';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `projects_update_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `projects_update_renews_content_version` AFTER UPDATE ON `projects`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'projects';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `projects_delete_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `projects_delete_renews_content_version` AFTER DELETE ON `projects`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'projects';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `work_items_insert_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `work_items_insert_renews_content_version` AFTER INSERT ON `work_items`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'work_items';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `work_items_update_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `work_items_update_renews_content_version` AFTER UPDATE ON `work_items`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'work_items';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `work_items_delete_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `work_items_delete_renews_content_version` AFTER DELETE ON `work_items`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'work_items';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `work_item_slug_history_insert_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `work_item_slug_history_insert_renews_content_version` AFTER INSERT ON `work_item_slug_history`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'work_items';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `work_item_slug_history_update_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `work_item_slug_history_update_renews_content_version` AFTER UPDATE ON `work_item_slug_history`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'work_items';
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `work_item_slug_history_delete_bumps_list_version`;
--> statement-breakpoint
CREATE TRIGGER `work_item_slug_history_delete_renews_content_version` AFTER DELETE ON `work_item_slug_history`
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = 'work_items';
END;
--> statement-breakpoint
UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991);
