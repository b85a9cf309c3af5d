import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { EMAIL_SETUP_TEXTS, INVITE_TTL_DAYS } from '@studio/contracts'
import { createAlertSetup } from '../alerts/alert-setup'
import type { AlertSetup } from '../alerts/channel'
import { createApp } from '../app'
import type { ShareCardRenderer } from '../cards/card-renderer'
import { createDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import type { AppConfig, AppDeps } from '../deps'
import { rateLimitAddress } from '../lib/rate-limit'
import type { CoverImages } from '../media/cover-images'
import { createFolderMediaStore } from '../media/folder-store'
import { createSharpCoverImages } from '../media/sharp-cover-images'
import { scratchDir } from './test-run-dir'

/** Header the tests use to pretend to be different clients (the test app reads the address from it). */
export const TEST_CLIENT_HEADER = 'x-test-client'

/**
 * The app's settings for an empty environment (config.ts's defaults; its test checks them against
 * these). Written out rather than read through config.ts, whose Worker binding types the admin's
 * and the site's tests (which start this app) do not have.
 */
export const LOCAL_APP_CONFIG = {
  siteOrigin: 'http://localhost:5173',
  adminOrigin: 'http://localhost:5174',
  adminPrefix: '/sb-admin',
  signupAllowlist: [],
  openBootstrap: true,
  sessionTtlMs: 24 * 60 * 60 * 1000,
  publicMediaBaseUrl: 'http://localhost:8787/media',
  messageRetentionDays: null,
  inviteTtlMs: INVITE_TTL_DAYS * 24 * 60 * 60 * 1000,
} satisfies Omit<AppConfig, 'previewSecret' | 'now'>

export interface TestAppOptions {
  config?: Partial<AppConfig>
  /**
   * Enquiry alert channels: by default the Node entry's without email (the webhook, local addresses
   * allowed); `testAlertSetup` gives one with an email sender, e.g. SMTP to a local receiver.
   */
  alerts?: AlertSetup
  /** The image library covers are made with: the Node entry's (sharp) unless a test swaps it; null for none. */
  images?: CoverImages | null
  /** What draws share cards: none unless a test gives one (cards/sharp-card-renderer.ts). */
  cards?: ShareCardRenderer
}

/** The embedded default's alerts (local webhooks allowed), with the email sender given, if any. */
export function testAlertSetup(options: Partial<Parameters<typeof createAlertSetup>[0]> = {}): AlertSetup {
  return createAlertSetup({
    email: null,
    emailSetup: EMAIL_SETUP_TEXTS.smtp,
    allowLocalWebhooks: true,
    ...options,
  })
}

let migrated: Promise<string> | undefined

/**
 * A database file the migrations have run on, made once per test process: each test gets a copy.
 * Migrating a fresh file for each of the thousand-odd tests that start an app cost 40 ms apiece.
 */
function migratedDatabase(): Promise<string> {
  migrated ??= (async () => {
    const file = join(scratchDir('studio-api-migrated-'), 'migrated.db')
    const client = createClient({ url: `file:${file}` })
    await migrateDatabase(createDatabase(client))
    client.close()
    return file
  })()
  return migrated
}

/**
 * A real app over a real, migrated libSQL file database, a real media folder and a real archive
 * folder (backups and staged imports, never served) beside it, all in a fresh temporary directory. Nothing is mocked; the clock can be moved with `setNow`.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dir = scratchDir('studio-api-test-')
  const file = join(dir, 'test.db')
  copyFileSync(await migratedDatabase(), file)
  const databaseUrl = `file:${file}`
  const client = createClient({ url: databaseUrl, timeout: 10_000 })
  await client.execute('PRAGMA journal_mode = WAL')
  const db = createDatabase(client)
  const mediaDir = join(dir, 'media')
  const media = createFolderMediaStore(mediaDir)
  const archiveDir = join(dir, 'archive')
  const archiveStore = createFolderMediaStore(archiveDir)
  let now: Date | null = null
  const config: AppConfig = {
    ...LOCAL_APP_CONFIG,
    // Previews are off unless a test gives a secret.
    previewSecret: null,
    now: () => now ?? new Date(),
    ...options.config,
  }
  // Work deferred past an answer (enquiry alerts) is kept, so a test can wait for it with `settled`.
  const deferred: Promise<unknown>[] = []
  // Waits the app asks for (the login slow path) are recorded and skipped: tests never really wait.
  const sleeps: number[] = []
  const deps: AppDeps = {
    db,
    media,
    archiveStore,
    config,
    clientAddress: (c) => rateLimitAddress(c.req.header(TEST_CLIENT_HEADER) ?? '127.0.0.1'),
    alerts: options.alerts ?? testAlertSetup(),
    images: options.images === null ? undefined : (options.images ?? createSharpCoverImages()),
    ...(options.cards ? { cards: options.cards } : {}),
    defer: (_c, work) => {
      deferred.push(work)
    },
    sleep: async (ms) => {
      sleeps.push(ms)
    },
  }
  const app = createApp(deps)
  return {
    app,
    deps,
    /** Waits for every piece of deferred work started so far (and any it started). */
    async settled() {
      while (deferred.length > 0) await Promise.allSettled(deferred.splice(0))
    },
    /** Every wait the app asked for, in ms, in order. */
    sleeps,
    db,
    client,
    media,
    mediaDir,
    /** The archive's private store (backups, staged imports) and its folder. */
    archiveStore,
    archiveDir,
    dir,
    config,
    /** Moves the app's clock (null returns to the real clock). */
    setNow(date: Date | null) {
      now = date
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
