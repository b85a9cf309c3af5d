import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client/web'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { drizzle } from 'drizzle-orm/libsql/web'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { startTestServer } from './test-server'

/** The API's committed migrations, the same files that migrate Turso. */
const API_MIGRATIONS = fileURLToPath(new URL('../../../apps/api/drizzle', import.meta.url))

let server: Awaited<ReturnType<typeof startTestServer>>
let client: ReturnType<typeof createClient>

beforeEach(async () => {
  server = await startTestServer()
  client = createClient({ url: server.url })
})

afterEach(async () => {
  client.close()
  await server.stop()
})

it("applies the API's migrations over HTTP, and again as a no-op", async () => {
  const db = drizzle(client)
  await migrate(db, { migrationsFolder: API_MIGRATIONS })
  await migrate(db, { migrationsFolder: API_MIGRATIONS })
  const tables = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
  )
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining(['__drizzle_migrations', 'work_items']),
  )
  const applied = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM __drizzle_migrations`)
  expect(applied?.n).toBeGreaterThanOrEqual(16)
})

it('commits a drizzle transaction and rolls one back when it throws', async () => {
  const db = drizzle(client)
  await db.run(sql`CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`)
  await db.transaction(async (tx) => {
    await tx.run(sql`INSERT INTO counters VALUES ('kept', 1)`)
    await tx.run(sql`UPDATE counters SET value = value + 1 WHERE name = 'kept'`)
  })
  await expect(
    db.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO counters VALUES ('dropped', 1)`)
      throw new Error('changed my mind')
    }),
  ).rejects.toThrow('changed my mind')
  expect(await db.all(sql`SELECT name, value FROM counters`)).toEqual([{ name: 'kept', value: 2 }])
})
