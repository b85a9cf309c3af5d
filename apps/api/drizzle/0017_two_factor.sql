-- Two-factor sign-in (docs/decisions/0028). How each session was signed in: password, signup,
-- password+passkey, password+totp, password+recovery, or passkey (a passkey alone).
ALTER TABLE `sessions` ADD `method` text DEFAULT 'password' NOT NULL;
--> statement-breakpoint
-- An admin's passkeys: the public key only (the private key never leaves the authenticator).
CREATE TABLE `admin_passkeys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL REFERENCES `admins`(`id`) ON DELETE cascade,
	`credential_id` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_used_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_passkeys_credential_idx` ON `admin_passkeys` (`credential_id`);--> statement-breakpoint
CREATE INDEX `admin_passkeys_admin_idx` ON `admin_passkeys` (`admin_id`);--> statement-breakpoint
-- An admin's authenticator app: the secret encrypted with TWO_FACTOR_KEY (AES-GCM), the last
-- 30-second step a code was accepted for (a code is accepted once), confirmed once a first code matched.
CREATE TABLE `admin_totp` (
	`admin_id` integer PRIMARY KEY NOT NULL REFERENCES `admins`(`id`) ON DELETE cascade,
	`secret` text NOT NULL,
	`confirmed_at` text,
	`last_step` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- Single-use recovery codes, stored as SHA-256 (each has 120 random bits).
CREATE TABLE `admin_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL REFERENCES `admins`(`id`) ON DELETE cascade,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_recovery_codes_admin_idx` ON `admin_recovery_codes` (`admin_id`);--> statement-breakpoint
-- A sign-in attempt between its first and second step (or a passkey-only sign-in, or a passkey
-- being registered): the SHA-256 of its token, short-lived and used once.
CREATE TABLE `sign_in_attempts` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`admin_id` integer REFERENCES `admins`(`id`) ON DELETE cascade,
	`session_id` integer REFERENCES `sessions`(`id`) ON DELETE cascade,
	`purpose` text NOT NULL,
	`webauthn_challenge` text,
	`user_agent` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE INDEX `sign_in_attempts_expires_idx` ON `sign_in_attempts` (`expires_at`);
