/**
 * The API under benchmark: the real app (createApp with the API's own database client, migrations
 * and folder media store) over a fresh temporary libSQL file, served by @hono/node-server exactly
 * like the Node entry. Only the client address differs: it reads the `x-bench-client` header so the
 * contact benchmark can speak for many visitors without the rate limit answering every post.
 *
 * Started by run.mjs as `node --import tsx scripts/bench/api-server.mts --port N --content items:200`
 * (or `--content demo` for the seeded demo site). It reports `{ type: 'ready' }` over IPC and
 * answers `{ type: 'contact-stats' }` with what the database holds, for the integrity check.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type ServerType, serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { createApp } from '../../apps/api/src/app'
import { createDatabase, type Database } from '../../apps/api/src/db/client'
import { migrateDatabase } from '../../apps/api/src/db/migrate'
import { workItems } from '../../apps/api/src/db/schema'
import { seedDemoContent } from '../../apps/api/src/db/seed'
import { createFolderMediaStore } from '../../apps/api/src/media/folder-store'

export const BENCH_CLIENT_HEADER = 'x-bench-client'
/** The contact benchmark sends this address's posts with this email, so they can be counted. */
export const HOT_EMAIL = 'hot@bench.example'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    content: { type: 'string', default: 'items:200' },
    'site-origin': { type: 'string', default: 'http://localhost:5173' },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port <= 0) throw new Error('--port must be a port number')

const CATEGORIES = ['Web', 'Mobile', 'AI', 'Data', 'E-commerce'] as const
const TAGS = ['React', 'Hono', 'TypeScript', 'SQLite', 'Cloudflare', 'Flutter', 'Python', 'Dashboards']

/** Realistic work items: every optional field filled, one in ten featured, one a day apart. */
async function insertWorkItems(db: Database, count: number, mediaBase: string) {
  const start = Date.parse('2026-01-01T09:00:00.000Z')
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i * 86_400_000).toISOString()
    return {
      title: `Project ${i + 1}: ${CATEGORIES[i % CATEGORIES.length]} platform for client ${i + 1}`,
      description:
        'A tailored build for a regional business: discovery, design, a fast public site and an ' +
        `admin panel, shipped in ${4 + (i % 9)} weeks and maintained since.`,
      coverUrl: `${mediaBase}/covers/work-${i + 1}.webp`,
      category: CATEGORIES[i % CATEGORIES.length] ?? null,
      website: `https://client-${i + 1}.example.com`,
      href: i % 3 === 0 ? `/work/project-${i + 1}` : null,
      tags: [TAGS[i % TAGS.length] ?? 'React', TAGS[(i + 3) % TAGS.length] ?? 'Hono'],
      featured: i % 10 === 0,
      createdAt: at,
      updatedAt: at,
    }
  })
  // SQLite caps bound parameters per statement; insert in slices.
  for (let i = 0; i < rows.length; i += 50) await db.insert(workItems).values(rows.slice(i, i + 50))
}

const dir = mkdtempSync(join(tmpdir(), 'studio-bench-api-'))
const client = createClient({ url: `file:${join(dir, 'bench.db')}`, timeout: 10_000 })
await client.execute('PRAGMA journal_mode = WAL')
const db = createDatabase(client)
await migrateDatabase(db)
const media = createFolderMediaStore(join(dir, 'media'))
const publicMediaBaseUrl = `http://localhost:${port}/media`

const content = values.content ?? 'items:200'
if (content === 'demo') {
  await seedDemoContent(db, media, { publicMediaBaseUrl })
} else if (/^items:\d+$/.test(content)) {
  await insertWorkItems(db, Number(content.slice('items:'.length)), publicMediaBaseUrl)
} else {
  throw new Error(`--content must be demo or items:<count>, got ${content}`)
}

const app = createApp({
  db,
  media,
  config: {
    siteOrigin: values['site-origin'] ?? 'http://localhost:5173',
    adminOrigin: 'http://localhost:5174',
    adminPrefix: '/sb-admin',
    signupAllowlist: [],
    openBootstrap: true,
    sessionTtlMs: 24 * 60 * 60 * 1000,
    publicMediaBaseUrl,
    messageRetentionDays: null,
    now: () => new Date(),
  },
  clientAddress: (c) => c.req.header(BENCH_CLIENT_HEADER) ?? getConnInfo(c).remote.address ?? 'unknown',
  // No alert channels: the contact benchmark measures storing enquiries, not delivering alerts.
  alerts: { channels: [] },
  defer: (_c, work) => {
    work.catch((error: unknown) => console.error(error))
  },
})

const server = await new Promise<ServerType>((resolve, reject) => {
  const started = serve({ fetch: app.fetch, port }, () => resolve(started))
  started.once('error', reject)
})

async function contactStats() {
  const result = await client.execute({
    sql: 'SELECT count(*) AS total, sum(email = ?) AS hot FROM contact_messages',
    args: [HOT_EMAIL],
  })
  const row = result.rows[0]
  return { total: Number(row?.total ?? 0), hot: Number(row?.hot ?? 0) }
}

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  server.close()
  // Keep-alive sockets from the load generator would hold close() open.
  if ('closeAllConnections' in server) server.closeAllConnections()
  client.close()
  rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop)
process.on('message', (message: { type?: string }) => {
  if (message.type === 'contact-stats') {
    contactStats().then(
      (stats) => process.send?.({ type: 'contact-stats', ...stats }),
      (error: unknown) => process.send?.({ type: 'error', message: String(error) }),
    )
  }
})

const [items] = await db.select({ n: sql<number>`count(*)` }).from(workItems)
process.send?.({ type: 'ready', url: `http://localhost:${port}`, workItems: items?.n ?? 0 })
if (!process.send)
  console.log(`bench API on http://localhost:${port} (${items?.n ?? 0} work items, data in ${dir})`)
