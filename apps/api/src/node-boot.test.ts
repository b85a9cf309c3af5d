import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'
import { SEED_PROJECTS, SEED_WORK_ITEMS } from './db/seed-data'

/**
 * Drives the real Node entry (`tsx src/node.ts`, what `npm start` runs) and the seed CLI as child
 * processes on scratch ports with a temporary database and media folder.
 */

const API_DIR = fileURLToPath(new URL('..', import.meta.url))
const running: ChildProcess[] = []

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGTERM')
})

function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'studio-api-boot-'))
  return { dbUrl: `file:${join(dir, 'studio.db')}`, mediaDir: join(dir, 'media') }
}

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, exited, output: () => output }
}

/** Starts the Node entry and resolves once it logs that it is listening. */
async function startServer(env: Record<string, string>) {
  const server = run('src/node.ts', env)
  const deadline = Date.now() + 25_000
  while (!/API listening on/.test(server.output())) {
    if (server.child.exitCode !== null) throw new Error(`The API exited early:\n${server.output()}`)
    if (Date.now() > deadline) throw new Error(`The API did not start:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return server
}

describe('the Node entry', () => {
  it('boots on a fresh database, seeds demo content and serves its covers from /media', async () => {
    const { dbUrl, mediaDir } = scratch()
    const server = await startServer({ API_PORT: '8835', DATABASE_URL: dbUrl, MEDIA_DIR: mediaDir })
    expect(server.output()).toContain('Seeded demo content: 6 projects, 12 work items.')
    expect(server.output()).toContain('API listening on http://localhost:8835')

    const work = (await (await fetch('http://localhost:8835/public/all-work')).json()) as Array<{
      cover_url: string
      category: string | null
    }>
    expect(work).toHaveLength(SEED_WORK_ITEMS.length)
    expect(new Set(work.map((item) => item.category))).toEqual(
      new Set(['apps', 'ecommerce', 'informative', 'shopify', null]),
    )
    const projects = (await (await fetch('http://localhost:8835/public/projects')).json()) as unknown[]
    expect(projects).toHaveLength(SEED_PROJECTS.length)

    const coverUrl = work[0]?.cover_url ?? ''
    expect(coverUrl).toMatch(/^http:\/\/localhost:8835\/media\/seed\/[a-z0-9-]+\.webp$/)
    const cover = await fetch(coverUrl)
    expect(cover.status).toBe(200)
    expect(cover.headers.get('content-type')).toBe('image/webp')
    const bytes = new Uint8Array(await cover.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP')

    // Without TRUST_FORWARDED_FOR the socket address counts, so a forged header does not dodge the limit.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await fetch('http://localhost:8835/public/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i}` },
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: `Hello ${i}` }),
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('refuses bad configuration with a clear message and exit code 1', async () => {
    const bad = run('src/node.ts', { API_PORT: 'eighty', ADMIN_API_PREFIX: 'sb-admin' })
    expect(await bad.exited).toBe(1)
    expect(bad.output()).toContain('Invalid configuration:')
    expect(bad.output()).toContain('API_PORT: must be a port number')
    expect(bad.output()).toContain('ADMIN_API_PREFIX: must start with /')
  })

  it('keeps every answered contact post when two servers write one database file at once', async () => {
    const { dbUrl, mediaDir } = scratch()
    const env = {
      DATABASE_URL: dbUrl,
      MEDIA_DIR: mediaDir,
      SEED_DEMO_CONTENT: 'false',
      TRUST_FORWARDED_FOR: 'true',
    }
    const servers = [
      await startServer({ ...env, API_PORT: '8836' }),
      await startServer({ ...env, API_PORT: '8837' }),
    ]
    const logs = () => servers.map((server) => server.output()).join('\n')

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`http://localhost:${i % 2 ? 8836 : 8837}/public/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.0.${i}, 172.16.0.1` },
          body: JSON.stringify({ name: `Visitor ${i}`, email: `v${i}@example.com`, message: `Hello ${i}` }),
        }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(
      statuses.filter((status) => status >= 500),
      logs(),
    ).toEqual([])
    const client = createClient({ url: dbUrl })
    const { rows } = await client.execute('SELECT count(*) AS n FROM contact_messages')
    client.close()
    expect(rows[0]?.n, logs()).toBe(statuses.filter((status) => status === 201).length)
    expect(statuses, logs()).toEqual(Array(50).fill(201))
  })
})

describe('npm run db:seed', () => {
  it('migrates and seeds a fresh database exactly once, even when four runs race', async () => {
    const { dbUrl, mediaDir } = scratch()
    const env = { DATABASE_URL: dbUrl, MEDIA_DIR: mediaDir }
    const runs = Array.from({ length: 4 }, () => run('src/db/seed-cli.ts', env))
    const codes = await Promise.all(runs.map((r) => r.exited))
    const outputs = runs.map((r) => r.output())
    expect(codes, outputs.join('\n')).toEqual([0, 0, 0, 0])
    expect(outputs.filter((text) => text.includes('Seeded 6 projects and 12 work items'))).toHaveLength(1)
    expect(outputs.filter((text) => text.includes('nothing seeded'))).toHaveLength(3)

    const client = createClient({ url: dbUrl })
    const { rows } = await client.execute(
      'SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM work_items) AS work',
    )
    client.close()
    expect(rows[0]).toMatchObject({ projects: SEED_PROJECTS.length, work: SEED_WORK_ITEMS.length })
  })
})
