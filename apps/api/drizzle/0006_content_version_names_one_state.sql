-- The content version names one state of one database (docs/decisions/0009): the triggers of 0001 and
-- 0005 still count every write to a public list, and this one turns each count into a fresh random
-- number (53 bits, so the JavaScript client reads it exactly) in the same transaction. Two databases,
-- or a restored copy that then takes new saves, never arrive at the same version as counters do. The
-- WHEN clause matches only a count, never this trigger's own write, even with recursive triggers on.
CREATE TRIGGER `list_versions_count_becomes_random` AFTER UPDATE OF `version` ON `list_versions`
WHEN NEW.`version` = OLD.`version` + 1
BEGIN
	UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991) WHERE `name` = NEW.`name`;
END;
--> statement-breakpoint
UPDATE `list_versions` SET `version` = abs(random() % 9007199254740991);
