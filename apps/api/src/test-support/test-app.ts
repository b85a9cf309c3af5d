import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { createApp } from '../app'
import { createDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import type { AppConfig } from '../deps'
import { createFolderMediaStore } from '../media/folder-store'

/** Header the tests use to pretend to be different clients (the test app reads the address from it). */
export const TEST_CLIENT_HEADER = 'x-test-client'

export interface TestAppOptions {
  config?: Partial<AppConfig>
}

/**
 * A real app over a real, migrated libSQL file database and a real media folder, both in a fresh
 * temporary directory. Nothing is mocked; the clock can be moved with `setNow`.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'studio-api-test-'))
  const client = createClient({ url: `file:${join(dir, 'test.db')}`, timeout: 10_000 })
  await client.execute('PRAGMA journal_mode = WAL')
  const db = createDatabase(client)
  await migrateDatabase(db)
  const mediaDir = join(dir, 'media')
  const media = createFolderMediaStore(mediaDir)
  let now: Date | null = null
  const config: AppConfig = {
    siteOrigin: 'http://localhost:5173',
    adminOrigin: 'http://localhost:5174',
    adminPrefix: '/sb-admin',
    signupAllowlist: [],
    sessionTtlMs: 24 * 60 * 60 * 1000,
    publicMediaBaseUrl: 'http://localhost:8787/media',
    now: () => now ?? new Date(),
    ...options.config,
  }
  const app = createApp({
    db,
    media,
    config,
    clientAddress: (c) => c.req.header(TEST_CLIENT_HEADER) ?? '127.0.0.1',
  })
  return {
    app,
    db,
    client,
    media,
    mediaDir,
    dir,
    config,
    /** Moves the app's clock (null returns to the real clock). */
    setNow(date: Date | null) {
      now = date
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
