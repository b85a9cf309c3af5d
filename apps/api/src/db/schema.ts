import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** Timestamps are ISO-8601 UTC strings, so they sort as text and read as the spec's created_at. */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

export const projects = sqliteTable(
  'projects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverUrl: text('cover_url'),
    /** JSON array of strings. */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    href: text('href'),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (table) => [index('projects_created_at_idx').on(table.createdAt)],
)

export const workItems = sqliteTable(
  'work_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverUrl: text('cover_url'),
    category: text('category'),
    website: text('website'),
    href: text('href'),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull().default(now),
    updatedAt: text('updated_at').notNull().default(now),
  },
  (table) => [index('work_items_order_idx').on(table.featured, table.createdAt)],
)

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: text('created_at').notNull().default(now),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
)

export const admins = sqliteTable('admins', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  /** Self-describing PBKDF2 hash: pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>. */
  passwordHash: text('password_hash').notNull(),
  createdAt: text('created_at').notNull().default(now),
})

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (table) => [index('sessions_admin_idx').on(table.adminId)],
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
  createdAt: text('created_at').notNull().default(now),
})

/**
 * One version number per public list, bumped by triggers on every insert, update or delete of its
 * table (migration 0001). The API keeps each list's JSON in memory and rebuilds it only when the
 * version moves, so a write by any process or isolate is seen on the next request.
 */
export const listVersions = sqliteTable('list_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
})
