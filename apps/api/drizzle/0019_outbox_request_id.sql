-- The id of the request that queued each alert (the enquiry's post), so a retry run by the Cron
-- job logs its attempts under the enquiry's own request id.
ALTER TABLE `alert_outbox` ADD `request_id` text;
