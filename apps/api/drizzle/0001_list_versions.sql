CREATE TABLE `list_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `list_versions` (`name`, `version`) VALUES ('projects', 0), ('work_items', 0);
--> statement-breakpoint
CREATE TRIGGER `projects_insert_bumps_list_version` AFTER INSERT ON `projects`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'projects';
END;
--> statement-breakpoint
CREATE TRIGGER `projects_update_bumps_list_version` AFTER UPDATE ON `projects`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'projects';
END;
--> statement-breakpoint
CREATE TRIGGER `projects_delete_bumps_list_version` AFTER DELETE ON `projects`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'projects';
END;
--> statement-breakpoint
CREATE TRIGGER `work_items_insert_bumps_list_version` AFTER INSERT ON `work_items`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items';
END;
--> statement-breakpoint
CREATE TRIGGER `work_items_update_bumps_list_version` AFTER UPDATE ON `work_items`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items';
END;
--> statement-breakpoint
CREATE TRIGGER `work_items_delete_bumps_list_version` AFTER DELETE ON `work_items`
BEGIN
	UPDATE `list_versions` SET `version` = `version` + 1 WHERE `name` = 'work_items';
END;
