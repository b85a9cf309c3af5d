import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/** Timestamps are ISO-8601 UTC strings, so they sort as text and read as the spec's created_at. */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

/** A time column set to now on insert. */
function timestamp<Name extends string>(name: Name) {
  return text(name).notNull().default(now)
}

function autoIncrementId() {
  return integer('id').primaryKey({ autoIncrement: true })
}

/** An admin's id that turns null when that admin is removed (the row outlives them). */
function adminKeptAfterRemoval<Name extends string>(name: Name) {
  return integer(name).references(() => admins.id, { onDelete: 'set null' })
}

/** What a project and a work item both have: an id, the title and description, and the cover. */
function portfolioItemColumns() {
  return {
    id: autoIncrementId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The Arabic site's title and description; null: it shows the English ones. */
    titleAr: text('title_ar'),
    descriptionAr: text('description_ar'),
    /**
     * The cover when it is in our media store: its media key (`covers/<uuid>.jpg`, `seed/<name>.webp`).
     * Never an address: answers derive the URL from the current PUBLIC_MEDIA_BASE_URL, so a change of
     * the base (or of the API's port) neither breaks the cover nor lets the orphan sweep take it.
     */
    coverKey: text('cover_key'),
    /** A cover that is NOT in our media store (an address an admin typed); null when cover_key is set. */
    coverUrl: text('cover_url'),
    /** The cover's alternative text per language; null: the item's title in that language. */
    coverAlt: text('cover_alt'),
    coverAltAr: text('cover_alt_ar'),
  }
}

/** When each field of a copy last changed (field path -> ISO time): what "older than" compares. */
function fieldTimesColumn() {
  return text('field_times', { mode: 'json' }).$type<Record<string, string>>().notNull().default(sql`'{}'`)
}

export const projects = sqliteTable(
  'projects',
  {
    ...portfolioItemColumns(),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    href: text('href'),
    /** The saved manual order, ascending; a new project takes the smallest minus one. */
    position: integer('position').notNull().default(0),
    /** Kept in the admin, never on the public site. */
    hidden: integer('hidden', { mode: 'boolean' }).notNull().default(false),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [
    index('projects_created_at_idx').on(table.createdAt),
    index('projects_position_idx').on(table.position, table.id),
  ],
)

export const workItems = sqliteTable(
  'work_items',
  {
    ...portfolioItemColumns(),
    category: text('category'),
    website: text('website'),
    href: text('href'),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    /** The saved manual order, ascending; featured is a flag and does not sort. */
    position: integer('position').notNull().default(0),
    /** Kept in the admin, never on the public site. */
    hidden: integer('hidden', { mode: 'boolean' }).notNull().default(false),
    /**
     * The case study's address, /work/{slug}, unique. The API always writes one (made
     * from the title); a row inserted straight into the database without one gets `work-<id>` from
     * a trigger (migration 0005), so the empty default never stays.
     */
    slug: text('slug').notNull().default(''),
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [
    index('work_items_position_idx').on(table.position, table.id),
    uniqueIndex('work_items_slug_idx').on(table.slug),
  ],
)

/**
 * A work item's earlier slugs, so an old /work/{slug} address redirects (301) to the current one.
 * Removed with the item (a trigger, migration 0005); a slug taken up again as a current slug leaves.
 */
export const workItemSlugHistory = sqliteTable(
  'work_item_slug_history',
  {
    slug: text('slug').primaryKey(),
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('work_item_slug_history_item_idx').on(table.workItemId)],
)

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: autoIncrementId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at'),
    /** The inbox state: new until an admin opens it, read, or archived (see docs/decisions/0005). */
    status: text('status', { enum: ['new', 'read', 'archived'] })
      .notNull()
      .default('new'),
    /**
     * When the status last changed (or the message arrived): retention counts from here, so a message
     * archived today is kept a full period whatever its age. Written by the API (inbox/messages.ts);
     * migration 0007 filled it in for older rows.
     */
    statusChangedAt: text('status_changed_at'),
    /** The language of the site the enquiry was sent from. */
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /**
     * What brought the visitor who sent it, from their visit of that day (never their visitor hash):
     * the source (utm_source, else the referring host, else `direct`), the campaign and the page
     * they landed on; null when unknown (measurement off, or no recorded visit).
     */
    source: text('source'),
    campaign: text('campaign'),
    landingPath: text('landing_path'),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    // Paging a status tab newest first: the index holds the whole ORDER BY, so a page is a range scan.
    index('contact_messages_status_created_idx').on(table.status, table.createdAt, table.id),
    // The same for one language, over every status or within one.
    index('contact_messages_language_created_idx').on(table.language, table.createdAt, table.id),
    index('contact_messages_language_status_created_idx').on(
      table.language,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('contact_messages_status_changed_idx').on(table.status, table.statusChangedAt),
    // The inbox filtered by source, newest first.
    index('contact_messages_source_created_idx').on(table.source, table.createdAt, table.id),
  ],
)

/**
 * Enquiry alerts waiting for, or done with, delivery: one row per message and channel. The row is
 * written in the same transaction as its message, so an alert is never lost and never blocks the
 * enquiry; delivery claims a row by bumping `attempts` (see alerts/outbox.ts). Test alerts from the
 * Settings screen have no message. Timestamps are ISO-8601 UTC like everywhere else.
 */
export const alertOutbox = sqliteTable(
  'alert_outbox',
  {
    id: autoIncrementId(),
    messageId: integer('message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['webhook', 'email'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at'),
    sentAt: text('sent_at'),
    /** A UUID sent with every attempt (Idempotency-Key, event_id), so a receiver can drop a retry's copy. */
    eventId: text('event_id'),
    /** What each attempt got, oldest first, the last 8 kept (see alerts/outbox.ts). */
    attemptLog: text('attempt_log', { mode: 'json' }).$type<DeliveryAttempt[]>().notNull().default(sql`'[]'`),
    /** The id of the request that queued it (the enquiry's post): every attempt's log lines carry it. */
    requestId: text('request_id'),
  },
  (table) => [
    index('alert_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('alert_outbox_created_idx').on(table.createdAt),
    index('alert_outbox_message_idx').on(table.messageId),
  ],
)

/** One delivery attempt's answer: when, its status (an HTTP or SMTP code) when it got one, and its words. */
export interface DeliveryAttempt {
  at: string
  ok: boolean
  status: number | null
  /** The channel's own words (sanitised by the outbox), at most 200 characters; null when sent. */
  answer: string | null
}

/**
 * Each alert channel's run of failed attempts (any delivery, test alerts too), reset by a success:
 * what the Status screen warns about, and whether the owner was told on another channel during this
 * run (`notified_at`), so they are told once per run.
 */
export const alertChannelHealth = sqliteTable('alert_channel_health', {
  channel: text('channel', { enum: ['webhook', 'email'] }).primaryKey(),
  failuresInRow: integer('failures_in_row').notNull().default(0),
  lastAnswer: text('last_answer'),
  lastStatus: integer('last_status'),
  lastFailedAt: text('last_failed_at'),
  notifiedAt: text('notified_at'),
})

/**
 * One row per run of each scheduled job (jobs/run-scheduled.ts), written in one batch per
 * invocation and kept 14 days: what the Status screen shows, so a job that stopped or fails is seen.
 */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: autoIncrementId(),
    job: text('job').notNull(),
    startedAt: text('started_at').notNull(),
    finishedAt: text('finished_at').notNull(),
    ok: integer('ok', { mode: 'boolean' }).notNull(),
    /** The job's count; null when it failed. */
    result: integer('result'),
    /** The failure's short text (one line, no statement or secret); null when it ran. */
    error: text('error'),
    /** What a run made, when it made something (the daily backup: its name and size). */
    detail: text('detail', { mode: 'json' }).$type<{ name: string; bytes: number }>(),
  },
  (table) => [
    // A job's last run, and its last success (a seek, then past its failures only).
    index('job_runs_job_idx').on(table.job, table.startedAt),
    index('job_runs_started_idx').on(table.startedAt),
  ],
)

export const admins = sqliteTable('admins', {
  id: autoIncrementId(),
  email: text('email').notNull().unique(),
  /** Self-describing PBKDF2 hash: pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at'),
  lastLoginAt: text('last_login_at'),
})

export const sessions = sqliteTable(
  'sessions',
  {
    /** The id the account screen names a session by; the token hash never leaves the server. */
    id: autoIncrementId(),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    /** Moved forward at most once a minute by the auth guard (auth/session.ts). */
    lastUsedAt: text('last_used_at'),
    userAgent: text('user_agent'),
    /** How it was signed in (auth/two-factor/methods.ts): password, signup, password+totp, passkey… */
    method: text('method').notNull().default('password'),
  },
  (table) => [index('sessions_admin_idx').on(table.adminId)],
)

/** An admin's passkeys (docs/decisions/0028): the public key only, base64url. */
export const adminPasskeys = sqliteTable(
  'admin_passkeys',
  {
    id: autoIncrementId(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at'),
    lastUsedAt: text('last_used_at'),
  },
  (table) => [
    uniqueIndex('admin_passkeys_credential_idx').on(table.credentialId),
    index('admin_passkeys_admin_idx').on(table.adminId),
  ],
)

/** An admin's authenticator app: the secret encrypted with TWO_FACTOR_KEY; the last step accepted. */
export const adminTotp = sqliteTable('admin_totp', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: text('confirmed_at'),
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at'),
})

/** Single-use recovery codes, SHA-256 hex of each. */
export const adminRecoveryCodes = sqliteTable(
  'admin_recovery_codes',
  {
    id: autoIncrementId(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: text('used_at'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('admin_recovery_codes_admin_idx').on(table.adminId)],
)

/** A sign-in between its steps, a passkey-only sign-in or a passkey registration: short-lived, used once. */
export const signInAttempts = sqliteTable(
  'sign_in_attempts',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    webauthnChallenge: text('webauthn_challenge'),
    userAgent: text('user_agent'),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (table) => [index('sign_in_attempts_expires_idx').on(table.expiresAt)],
)

/**
 * Sliding-window rate limits shared by every Worker isolate: one row per admitted event (a contact
 * post, a login attempt, a reserved login failure), alive until `expires_at` (epoch ms). A limit
 * counts its bucket's live rows; stale rows are swept by `expires_at` (see lib/rate-limit.ts).
 */
export const rateLimitEvents = sqliteTable(
  'rate_limit_events',
  {
    id: integer('id').primaryKey(),
    bucket: text('bucket').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [
    index('rate_limit_events_bucket_idx').on(table.bucket, table.expiresAt),
    index('rate_limit_events_expires_idx').on(table.expiresAt),
  ],
)

/** Guards the one-admin bootstrap: a single row with id 1 may ever be inserted by an open signup. */
export const bootstrap = sqliteTable('bootstrap', {
  id: integer('id').primaryKey(),
  adminId: integer('admin_id').notNull(),
  createdAt: timestamp('created_at'),
})

/**
 * One version per kind of public content (the projects, the work items, the published site copy),
 * given a fresh random value by triggers on every write that changes what the site shows (migrations
 * 0001, 0006, 0008, 0011; renamed from list_versions in 0012). The API keeps each kind's answer in
 * memory and rebuilds it only when its version moves, and the site keys its edge cache on them, so
 * a write by any process or isolate is seen on the next request.
 */
export const contentVersions = sqliteTable('content_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
})

/**
 * Invitations to the team: one-time, bound to one email, valid for a week. Only the
 * SHA-256 of the token is stored; a revoked invite is deleted, a used one keeps `used_at`.
 */
export const invites = sqliteTable(
  'invites',
  {
    id: autoIncrementId(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: adminKeptAfterRemoval('created_by'),
    createdAt: timestamp('created_at'),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    /** Set when the admin who sent it, or the admin it was addressed to, is removed. */
    revokedAt: text('revoked_at'),
  },
  (table) => [index('invites_email_idx').on(table.email)],
)

/**
 * Who changed what: one row per admin write, inserted in the same transaction as the
 * write (audit/record.ts). The actor's email is a snapshot, so the history outlives a removed admin.
 * `changes` maps a field to its old and new value, for content writes.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: autoIncrementId(),
    adminId: adminKeptAfterRemoval('admin_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    changes: text('changes', { mode: 'json' }).$type<Record<string, { old: unknown; new: unknown }>>(),
    createdAt: timestamp('created_at'),
  },
  // Newest first is id order; a filtered page is a range scan on its index.
  (table) => [
    index('audit_log_actor_idx').on(table.actorEmail, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
  ],
)

/**
 * The site copy (docs/decisions/0010): per language one draft, the published copy and the revisions
 * of every publish. Content is the JSON document of @studio/contracts/site-content. A draft's version
 * is a fresh random id on every save (never a counter), so a save names the draft it started from
 * and a late autosave can never overwrite a newer draft.
 */
export const siteContentDrafts = sqliteTable('site_content_drafts', {
  language: text('language').primaryKey(),
  content: text('content', { mode: 'json' }).notNull(),
  draftVersion: text('draft_version').notNull(),
  updatedAt: timestamp('updated_at'),
  updatedBy: adminKeptAfterRemoval('updated_by'),
  /** The saver's email at the time, kept after that admin is removed. */
  updatedByEmail: text('updated_by_email'),
  /** When each field of the draft last changed (field path -> ISO time): what "older than" compares. */
  fieldTimes: fieldTimesColumn(),
})

/** The copy the site shows; any write to it moves the public content version (migration 0008). */
export const siteContentPublished = sqliteTable('site_content_published', {
  language: text('language').primaryKey(),
  content: text('content', { mode: 'json' }).notNull(),
  schemaVersion: integer('schema_version').notNull(),
  publishedAt: timestamp('published_at'),
  publishedBy: adminKeptAfterRemoval('published_by'),
  publishedByEmail: text('published_by_email'),
  /** When each field of the published copy last changed (field path -> ISO time of that publish). */
  fieldTimes: fieldTimesColumn(),
})

/** One row per publish: the copy published, its shape's version, who, when, and what it changed. */
export const siteContentRevisions = sqliteTable(
  'site_content_revisions',
  {
    id: autoIncrementId(),
    language: text('language').notNull(),
    content: text('content', { mode: 'json' }).notNull(),
    schemaVersion: integer('schema_version').notNull(),
    createdAt: timestamp('created_at'),
    adminId: adminKeptAfterRemoval('admin_id'),
    adminEmail: text('admin_email'),
    /** The per-field diff against the copy published before: [{ path, before, after }]. */
    changes: text('changes', { mode: 'json' })
      .$type<Array<{ path: string; before: string | null; after: string | null }>>()
      .notNull(),
  },
  (table) => [index('site_content_revisions_language_idx').on(table.language, table.id)],
)

/**
 * Preview links of the site copy's draft: the signed token names one row, so a link dies with the
 * session that made it (sign-out, or the admin's removal, deletes the session and so the link), and
 * the studio can end every open link at once by deleting the rows.
 */
export const previewLinks = sqliteTable(
  'preview_links',
  {
    /** Random, carried in the signed token. */
    id: text('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    createdAt: timestamp('created_at'),
    expiresAt: text('expires_at').notNull(),
  },
  (table) => [
    index('preview_links_session_idx').on(table.sessionId),
    index('preview_links_admin_idx').on(table.adminId),
  ],
)

/**
 * What the media store holds of a cover beyond its original: one row per original (the key of the
 * stored upload or seed file), with its displayed size, a placeholder shown until the image
 * arrives, and the widths made in WebP and in AVIF. A variant's key follows from the original's
 * (coverVariantKey in @studio/contracts/covers), so nothing else is stored per file. No row, or a row
 * without widths, means the original alone is shown. Written at upload and by the backfill
 * (media/backfill-covers.ts); a change moves the version of every public list that shows the cover
 * (triggers, migration 0011).
 */
export const mediaCovers = sqliteTable('media_covers', {
  key: text('key').primaryKey(),
  /** The displayed size (EXIF orientation applied); 0 when the original could not be read. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The original's content type (image/jpeg, image/png, image/webp, image/avif, image/gif). */
  contentType: text('content_type').notNull(),
  /** A tiny blurred preview as a data: URL (at most 1 KB), or null when none could be made. */
  placeholder: text('placeholder'),
  /** The average colour, #rrggbb: the frame's background until the image or its placeholder shows. */
  dominantColor: text('dominant_color'),
  /** The widths made in WebP, ascending; empty when there are none (an animation is shown as it is). */
  variantWidths: text('variant_widths', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
  /** The widths also made in AVIF, ascending (those within the platform's AVIF size limit). */
  avifWidths: text('avif_widths', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
  /** Why making the variants failed last time (the original still shows), null otherwise. */
  variantError: text('variant_error'),
  createdAt: timestamp('created_at'),
  /** The backfill retries a failed cover once this is a day old. */
  updatedAt: timestamp('updated_at'),
})

/**
 * The studio's settings that the admin panel edits (alerts, audience measurement, backups): one row
 * per group, its value a JSON object validated by the group's schema in @studio/contracts. A group
 * without a row has its defaults. Secrets never go here; they stay in the environment.
 */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedAt: timestamp('updated_at'),
  updatedBy: adminKeptAfterRemoval('updated_by'),
})

/**
 * Audience (docs/decisions/0018): a visitor of a studio day is an HMAC of the site's host, their
 * address (IPv6 by /64) and user agent, keyed by that day's salt. Salts are random bytes, one per
 * studio day (`day` is YYYY-MM-DD in the studio's time zone), made on first use and deleted with
 * every visitor hash two days later by the scheduled purge (audience/purge.ts).
 */
export const audienceSalts = sqliteTable('audience_salts', {
  day: text('day').primaryKey(),
  /** 32 random bytes, base64. Never derived from anything. */
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at'),
})

/**
 * The visitors of today and yesterday, one row per visitor, day and scope (`all`, or a site
 * language), with the visit's source and campaign and the page it started on (in a language scope:
 * the first page read in that language), so an enquiry can be attributed to its visit. The only
 * place a visitor hash is stored; purged after two days.
 */
export const audienceVisitors = sqliteTable(
  'audience_visitors',
  {
    day: text('day').notNull(),
    scope: text('scope').notNull(),
    visitor: text('visitor').notNull(),
    landingPath: text('landing_path').notNull(),
    source: text('source').notNull(),
    campaign: text('campaign'),
  },
  (table) => [primaryKey({ columns: [table.day, table.scope, table.visitor] })],
)

/** Which pages each visitor of today and yesterday has read (a page's visitors count once a day). */
export const audienceVisitorPages = sqliteTable(
  'audience_visitor_pages',
  {
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    path: text('path').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor, table.path] })],
)

/**
 * Raw page views, kept for the Audience setting's number of days (default 90), with no visitor
 * identity: what the view was, the source and campaign of the visit it belonged to, and the flags
 * that said how it counted in the daily totals (the visitor's first page of the day, overall and in
 * its language; their first view of this page).
 */
export const audienceViews = sqliteTable(
  'audience_views',
  {
    id: integer('id').primaryKey(),
    /** The studio's day of the view. */
    day: text('day').notNull(),
    /** When, to the minute (ISO-8601 UTC, seconds zero). */
    minute: text('minute').notNull(),
    path: text('path').notNull(),
    language: text('language').notNull(),
    /** This view's own outside referrer's host (null when none, or the site's own) and utm values. */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /**
     * The visit's source and campaign: those of the visitor's first page that day (utm_source, else
     * the referrer's host, else `direct`), so a page reached through the site's own links keeps them.
     */
    source: text('source').notNull(),
    campaign: text('campaign'),
    country: text('country').notNull(),
    device: text('device').notNull(),
    entry: integer('entry', { mode: 'boolean' }).notNull().default(false),
    languageEntry: integer('language_entry', { mode: 'boolean' }).notNull().default(false),
    pageEntry: integer('page_entry', { mode: 'boolean' }).notNull().default(false),
    /** The answer was the not-found page: counted apart, never as a page view. */
    notFound: integer('not_found', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [index('audience_views_day_idx').on(table.day)],
)

/**
 * The daily totals the Audience screen reads, kept for good: per scope (`all`, `en`, `ar`),
 * dimension (`total`, `page`, `source`, `campaign`, `country`, `device`, `not_found`), studio day and
 * value (a path, a source, ...; empty for `total`). Incremented in the same batch as the views and
 * enquiries they count.
 */
export const audienceDaily = sqliteTable(
  'audience_daily',
  {
    scope: text('scope').notNull(),
    dimension: text('dimension').notNull(),
    day: text('day').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    enquiries: integer('enquiries').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scope, table.dimension, table.day, table.value] })],
)

/**
 * The share card each page (`page:<name>`) and case study (`work:<id>`) shows per language: the card
 * drawn last, under a key derived from its inputs (cards/card-subjects.ts). The site names only a card
 * listed here, so a card not drawn yet is the studio's default image, never a broken tag; a change
 * moves the content version of what shows it (triggers, migration 0018).
 */
export const shareCards = sqliteTable(
  'share_cards',
  {
    subject: text('subject').notNull(),
    language: text('language').notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    drawnAt: timestamp('drawn_at'),
  },
  (table) => [primaryKey({ columns: [table.subject, table.language] })],
)
