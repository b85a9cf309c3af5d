import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Client, createClient } from '@libsql/client'
import type { NodeDefaults } from '../config'
import { createDatabase, type Database } from './client'
import { migrateDatabase } from './migrate'

/** apps/api/data: git-ignored home of the embedded database and the media folder. */
const DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url))

/**
 * The Node entry's TWO_FACTOR_KEY when none is set: `two-factor.key` beside the archive folder (so
 * never in the served media), made once, readable by this user only. Every process of one data
 * folder (the server, the command line) reads the same key, and a restart keeps it.
 */
export function localTwoFactorKey(archiveDir: string): string {
  const file = join(dirname(resolve(archiveDir)), 'two-factor.key')
  mkdirSync(dirname(file), { recursive: true })
  // Written whole, then linked into place: two processes starting at once read one key, never half.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 })
  try {
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(draft)
  }
  return readFileSync(file, 'utf8').trim()
}

export const NODE_DEFAULTS: NodeDefaults = {
  databaseUrl: `file:${resolve(DATA_DIR, 'studio.db')}`,
  mediaDir: resolve(DATA_DIR, 'media'),
  localTwoFactorKey,
}

/** How long a writer waits on a locked file before SQLITE_BUSY (the client's `timeout`, in ms). */
const BUSY_TIMEOUT_MS = 10_000

/** The local path of a `file:` URL, or null for remote and in-memory databases. */
export function localPathOf(url: string): string | null {
  if (!url.startsWith('file:')) return null
  const withoutQuery = url.split('?')[0] ?? url
  if (withoutQuery.startsWith('file://')) return fileURLToPath(withoutQuery)
  const path = withoutQuery.slice('file:'.length)
  return path === ':memory:' || path === '' ? null : resolve(path)
}

export interface NodeDatabase {
  client: Client
  db: Database
}

/**
 * Makes every batch (drizzle's `db.batch`, the client's `batch` without a mode) a write transaction:
 * BEGIN IMMEDIATE instead of the client's default BEGIN DEFERRED. A deferred transaction takes the
 * write lock only at its first write, and if it already holds a read snapshot by then, SQLite does
 * not wait on the busy timeout: it answers SQLITE_BUSY (another writer holds the lock) or
 * SQLITE_BUSY_SNAPSHOT (another writer committed since the snapshot) at once, because waiting could
 * deadlock. Such a snapshot can be taken without any read of ours: preparing an insert into
 * `contact_messages` on a connection that has not used the search index yet makes FTS5 read its
 * config tables (its trigger), inside the transaction. BEGIN IMMEDIATE takes the write lock first,
 * through the busy timeout, so concurrent writers (two servers on one file) queue instead of failing.
 */
function withWriteBatches(client: Client): Client {
  const batch = client.batch.bind(client)
  client.batch = (statements, mode = 'write') => batch(statements, mode)
  return client
}

/**
 * Opens the Node entry's database: a local file (folder created, WAL so readers never block the
 * writer, busy timeout so concurrent writers wait instead of failing, batches that take the write
 * lock when they begin) or a Turso URL with its token.
 */
export async function openNodeDatabase(url: string, authToken?: string): Promise<NodeDatabase> {
  const path = localPathOf(url)
  if (path) mkdirSync(dirname(path), { recursive: true })
  const client = withWriteBatches(createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS }))
  if (path) await client.execute('PRAGMA journal_mode = WAL')
  return { client, db: createDatabase(client) }
}

/** The database location without credentials, for logs: a file URL, or only a remote URL's host. */
export function databaseLabel(url: string): string {
  return url.startsWith('file:') ? url : new URL(url).host
}

/** A one-line account of a startup failure: the config text, or the innermost cause (no SQL dump). */
export function describeStartupError(error: unknown, doing: string): string {
  if (error instanceof Error && error.name === 'ConfigError') return error.message
  let inner: unknown = error
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause
  return `${doing} failed: ${inner instanceof Error ? inner.message : String(inner)}`
}

/**
 * Applies the migrations, tolerating another process doing the same at the same moment (two
 * starts, or `npm start` beside `db:migrate`). drizzle's migrator reads what is applied, then
 * applies the rest in one transaction, so the slower process's transaction fails on a table the
 * faster one just created and rolls back; a second run finds everything recorded and does nothing.
 */
export async function migrateNodeDatabase(db: Database): Promise<void> {
  try {
    await migrateDatabase(db)
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    try {
      await migrateDatabase(db)
    } catch {
      throw error
    }
  }
}
