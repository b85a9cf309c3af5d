import { type ChildProcess, spawn } from 'node:child_process'
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { API_MESSAGES } from '@studio/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { SEED_PROJECTS, SEED_WORK_ITEMS } from './db/seed-data'
import { startNodeServer } from './node-server'
import { expectRefused } from './test-support/answers'
import { scratchDir } from './test-support/test-run-dir'

/**
 * Drives the real Node entry (`tsx src/node.ts`, what `npm start` runs) and the seed CLI as child
 * processes on scratch ports with a temporary database and media folder.
 */

const API_DIR = fileURLToPath(new URL('..', import.meta.url))
const running: ChildProcess[] = []

const stopping: Array<() => Promise<void>> = []

/**
 * A ceiling, not a wait, for tests that start real processes: each boots through tsx, which takes
 * ten seconds and more on a 2-core machine running the end-to-end tests beside these (`npm test`);
 * the test with two servers took 67 s there (4 s alone).
 */
const STARTS_PROCESSES = { timeout: 180_000 }

afterEach(async () => {
  for (const child of running.splice(0)) child.kill('SIGTERM')
  for (const stop of stopping.splice(0)) await stop()
})

function scratch() {
  const dir = scratchDir('studio-api-boot-')
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

/** Starts the Node entry and resolves as soon as it logs that it is listening. */
async function startServer(env: Record<string, string>) {
  const server = run('src/node.ts', env)
  const { child } = server
  await new Promise<void>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearTimeout(limit)
      child.stdout?.off('data', onOutput)
      child.stderr?.off('data', onOutput)
      child.off('exit', onExit)
      outcome()
    }
    const onOutput = () => {
      if (/API listening on/.test(server.output())) settle(resolve)
    }
    const onExit = () => settle(() => reject(new Error(`The API exited early:\n${server.output()}`)))
    // A limit, not a wait: a server that never says it listens fails here, with what it printed.
    const limit = setTimeout(
      () => settle(() => reject(new Error(`The API did not start:\n${server.output()}`))),
      120_000,
    )
    child.stdout?.on('data', onOutput)
    child.stderr?.on('data', onOutput)
    child.once('exit', onExit)
    onOutput()
  })
  return server
}

describe('the Node entry', STARTS_PROCESSES, () => {
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
    // The seed's original cover; its AVIF and WebP widths follow from the start's backfill.
    expect(coverUrl).toMatch(/^http:\/\/localhost:8835\/media\/seed\/[a-z0-9-]+\.webp$/)
    const cover = await fetch(coverUrl)
    expect(cover.status, coverUrl).toBe(200)
    expect(cover.headers.get('content-type')).toBe('image/webp')
    const bytes = new Uint8Array(await cover.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP')

    // With no trusted proxy (the default) the socket address counts, so a forged header dodges nothing.
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
      TRUSTED_PROXY_HOPS: '1',
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
          // The proxy appended the last entry (the client it saw); the first is the client's own claim.
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.66, 10.1.0.${i}` },
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

describe('the Node entry behind a proxy', STARTS_PROCESSES, () => {
  it('takes the address the nearest trusted proxy appended, so rotating the first entry dodges nothing', async () => {
    const { dbUrl, mediaDir } = scratch()
    await startServer({
      API_PORT: '9131',
      DATABASE_URL: dbUrl,
      MEDIA_DIR: mediaDir,
      SEED_DEMO_CONTENT: 'false',
      TRUSTED_PROXY_HOPS: '1',
    })
    const login = (forwardedFor: string) =>
      fetch('http://localhost:9131/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ email: 'owner@studio.test', password: 'a wrong guess' }),
      }).then((res) => res.status)

    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push(await login(`198.51.100.${i}, 192.0.2.40`))
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // A victim behind the same proxy, at another address, is not locked out by the guesser.
    expect(await login('192.0.2.40, 192.0.2.41')).toBe(401)
    // A request that did not come through the proxy (no entry for it) is refused, not pooled.
    const direct = await fetch('http://localhost:9131/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@studio.test', password: 'a wrong guess' }),
    })
    await expectRefused(direct, 400, API_MESSAGES.clientAddressUnknown)
  })

  it('refuses the retired TRUST_FORWARDED_FOR at startup, naming TRUSTED_PROXY_HOPS', async () => {
    const old = run('src/node.ts', { API_PORT: '9132', TRUST_FORWARDED_FOR: 'true' })
    expect(await old.exited).toBe(1)
    expect(old.output()).toContain('TRUST_FORWARDED_FOR: is no longer supported: set TRUSTED_PROXY_HOPS')
  })
})

describe('the Node server itself', STARTS_PROCESSES, () => {
  // These tests wait on the wall clock on purpose: what they check is Node's own HTTP server closing
  // real sockets after real time, which no fake clock reaches. The timeouts are set short for them,
  // and each close is told apart from the others by seconds, not by a margin the machine's load could
  // eat: the headers timeout and the keep-alive timeout (which Node applies about a second late, its
  // own buffer against a client reusing a connection as it closes) close within 1.5 s, Node's default
  // keep-alive would at 6 s, and the request timeout fires at 8 s.
  const timeouts = {
    headersTimeout: 600,
    requestTimeout: 8000,
    keepAliveTimeout: 300,
    connectionsCheckingInterval: 100,
  }
  /** Later than the short timeouts' closes, earlier than Node's default keep-alive and the request timeout. */
  const SHORT_CLOSE_MS = 4000

  async function startInProcess(port: number) {
    const { dbUrl, mediaDir } = scratch()
    const server = await startNodeServer(
      { API_PORT: String(port), DATABASE_URL: dbUrl, MEDIA_DIR: mediaDir, SEED_DEMO_CONTENT: 'false' },
      { timeouts },
    )
    stopping.push(() => server.close())
    return server
  }

  /** Opens a raw connection, writes `data`, and resolves with the ms until the server closes it. */
  function closedAfter(port: number, data: string): Promise<{ ms: number; received: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now()
      let received = ''
      const socket = connect(port, '127.0.0.1', () => socket.write(data))
      socket.on('data', (chunk) => {
        received += chunk
      })
      socket.on('error', reject)
      socket.on('close', () => resolve({ ms: Date.now() - started, received }))
      // A limit, not a wait: it only fires when the server fails to close the connection.
      setTimeout(() => {
        socket.destroy()
        reject(new Error('the server kept the connection open'))
      }, 20_000)
    })
  }

  it('cuts off a half-sent body and a silent connection within the timeouts', async () => {
    await startInProcess(9133)
    const halfBody = closedAfter(
      9133,
      'POST /public/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
    )
    const halfHeaders = closedAfter(9133, 'GET /health HTTP/1.1\r\nHost: loc')
    const silent = closedAfter(9133, '')
    const [body, headers, nothing] = await Promise.all([halfBody, halfHeaders, silent])
    // 408 is the request timeout's answer; the other two were cut by the headers timeout, long before.
    expect(body.received).toMatch(/^HTTP\/1\.1 408/)
    expect(headers.ms).toBeLessThan(SHORT_CLOSE_MS)
    expect(nothing.ms).toBeLessThan(SHORT_CLOSE_MS)
  })

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    await startInProcess(9134)
    const idle = await closedAfter(9134, 'GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n')
    expect(idle.received).toMatch(/^HTTP\/1\.1 200/)
    expect(idle.ms).toBeLessThan(SHORT_CLOSE_MS)
  })

  it('listens on localhost only unless API_HOST says otherwise', async () => {
    const server = await startInProcess(9135)
    expect(server.url).toBe('http://localhost:9135')
    expect((await fetch('http://127.0.0.1:9135/health')).status).toBe(200)
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    expect(outward, 'this test needs a non-loopback IPv4 interface').toBeDefined()
    await expect(fetch(`http://${outward?.address}:9135/health`)).rejects.toThrow()
  })
})

describe('npm run db:seed', STARTS_PROCESSES, () => {
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
