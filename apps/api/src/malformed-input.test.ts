import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from './auth/session'
import { send, sendJson, signInFirstAdmin } from './test-support/requests'
import { createTestApp, TEST_CLIENT_HEADER, type TestApp } from './test-support/test-app'

/**
 * Every route of the API, admin and public, read from the app itself (so a route added later is
 * covered too), fed the kinds of bad input attackers send: oversized bodies with and without a
 * length, broken JSON, the wrong content types, bidi and control characters, huge numbers, arrays
 * where objects belong, and path traversal in ids, slugs and media keys. With a live admin session,
 * none of it may answer 5xx.
 */

const BIG_BODY_BYTES = 6 * 1024 * 1024

/** The field names the routes read, each of which gets the bad values below. */
const FIELDS = [
  'email',
  'password',
  'invite',
  'current_password',
  'new_password',
  'title',
  'description',
  'cover_url',
  'cover_alt',
  'tags',
  'href',
  'category',
  'website',
  'featured',
  'hidden',
  'slug',
  'name',
  'company',
  'subject',
  'message',
  'language',
  'ids',
  'action',
  'status',
  'base_version',
  'content',
]

/** An object with every field set to `json` (JSON text, for numbers JavaScript cannot hold exactly). */
const objectWithJson = (json: string) => `{${FIELDS.map((field) => `"${field}":${json}`).join(',')}}`

const objectWith = (value: unknown) => objectWithJson(JSON.stringify(value))

const BIDI_AND_CONTROL = 'a\u202eb\u2066c\u0000d\u0007e\u200bf\ufeff'

/** Path parameters: ids, slugs and keys that are not what the route expects. */
const PARAMS = [
  '1',
  '0',
  '-1',
  '99999999999999999999999999',
  '9007199254740993',
  '1e309',
  '1.5',
  'NaN',
  '0x1F',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '%00',
  '%E2%80%AE',
  '%C0%AF',
  '%ZZ',
  '%',
  'x'.repeat(5000),
]

/** Media keys: traversal in every spelling, NUL, bidi, a directory. */
const MEDIA_KEYS = [
  'covers/..%2F..%2F..%2Fetc%2Fpasswd',
  'covers/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '..%2F..%2Fpackage.json',
  '%2Fetc%2Fpasswd',
  'covers/a%00.png',
  'covers/%E2%80%AEgnp.exe',
  'covers/',
  'covers/%ZZ.png',
  'covers%5C..%5C..%5Cpackage.json',
  `covers/${'a'.repeat(5000)}.png`,
]

/** Query strings every route gets (routes ignore what they do not read). */
const QUERIES = [
  '',
  '?page=1e309&per_page=-5&lang=..%2F..%2F&status=%00&language=%E2%80%AE',
  `?q=${encodeURIComponent(BIDI_AND_CONTROL)}&actor=${encodeURIComponent(BIDI_AND_CONTROL)}&action=x`,
  '?page=99999999999999999999&per_page=99999999999999999999&id=-1',
  '?page[]=1&lang[]=en&lang=ar&token=a.b.c',
  '?q=%ZZ&token=%E0%A4%A&lang=%',
  `?token=${'a'.repeat(20000)}.${'b'.repeat(100)}&q=${'x'.repeat(20000)}`,
]

interface BodyCase {
  name: string
  contentType?: string
  body: () => BodyInit | undefined
}

/** A stream of `bytes` bytes with no declared length (sent chunked). */
function endlessBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
}

const bigJson = `{"title":"${'x'.repeat(BIG_BODY_BYTES)}"}`

const BODIES: BodyCase[] = [
  { name: 'no body', body: () => undefined },
  { name: 'empty JSON', contentType: 'application/json', body: () => '' },
  { name: 'cut JSON', contentType: 'application/json', body: () => '{"title":' },
  { name: 'two JSON values', contentType: 'application/json', body: () => '{"a":1}{"b":2}' },
  { name: 'a NUL byte', contentType: 'application/json', body: () => '\u0000' },
  { name: 'an array', contentType: 'application/json', body: () => '[{"title":"a"},{"title":"b"}]' },
  { name: 'null', contentType: 'application/json', body: () => 'null' },
  { name: 'a huge number', contentType: 'application/json', body: () => '1e309' },
  { name: 'a string', contentType: 'application/json', body: () => '"text"' },
  { name: 'deep nesting', contentType: 'application/json', body: () => '['.repeat(100_000) },
  {
    name: 'bidi and control characters',
    contentType: 'application/json',
    body: () => objectWith(BIDI_AND_CONTROL),
  },
  { name: 'lone surrogates', contentType: 'application/json', body: () => objectWith('\ud800x\udfff') },
  { name: 'huge numbers', contentType: 'application/json', body: () => objectWith(1e308) },
  { name: 'numbers past a double', contentType: 'application/json', body: () => objectWithJson('1e400') },
  {
    name: 'unsafe integers',
    contentType: 'application/json',
    body: () => objectWithJson('9007199254740993'),
  },
  { name: 'negative numbers', contentType: 'application/json', body: () => objectWith(-1) },
  {
    name: 'arrays for every field',
    contentType: 'application/json',
    body: () => objectWith([[], {}, 1e308]),
  },
  { name: 'objects for every field', contentType: 'application/json', body: () => objectWith({ a: [1] }) },
  { name: 'long text', contentType: 'application/json', body: () => objectWith('x'.repeat(20_000)) },
  { name: 'traversal', contentType: 'application/json', body: () => objectWith('../../../etc/passwd') },
  {
    name: 'a prototype key',
    contentType: 'application/json',
    body: () => '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    body: () => new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
  },
  {
    name: 'UTF-16 JSON',
    contentType: 'application/json; charset=utf-16',
    body: () => new Uint8Array(Buffer.from('{"title":"a"}', 'utf16le')),
  },
  { name: 'JSON as text/plain', contentType: 'text/plain', body: () => '{"title":"a","description":"b"}' },
  {
    name: 'a form',
    contentType: 'application/x-www-form-urlencoded',
    body: () => 'title=a&ids[]=1&__proto__=x',
  },
  { name: 'a multipart without a boundary', contentType: 'multipart/form-data', body: () => '--x\r\n\r\n' },
  {
    name: 'a broken multipart',
    contentType: 'multipart/form-data; boundary=b',
    body: () => '--b\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\nGIF89a',
  },
  {
    name: 'XML',
    contentType: 'application/xml',
    body: () => '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { name: 'an oversized JSON body', contentType: 'application/json', body: () => bigJson },
  {
    name: 'an oversized body with no length',
    contentType: 'application/json',
    body: () => endlessBody(BIG_BODY_BYTES),
  },
  {
    name: 'an oversized multipart with no length',
    contentType: 'multipart/form-data; boundary=b',
    body: () => endlessBody(BIG_BODY_BYTES),
  },
]

interface Route {
  method: string
  path: string
}

/** The app's own routes, middleware left out. */
function routesOf(t: TestApp): Route[] {
  const seen = new Set<string>()
  const routes: Route[] = []
  for (const { method, path } of t.app.routes) {
    if (method === 'ALL') continue
    const key = `${method} ${path}`
    if (seen.has(key)) continue
    seen.add(key)
    routes.push({ method, path })
  }
  return routes
}

/** The concrete paths of a route: each bad value in each parameter. */
function pathsOf(path: string): string[] {
  if (path.includes(':key{.+}')) return MEDIA_KEYS.map((key) => path.replace(':key{.+}', key))
  if (!path.includes(':')) return [path]
  return PARAMS.map((value) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value))
}

/** A live session of the first admin, fresh for each request (a request may end its own). */
async function freshToken(t: TestApp, adminId: number) {
  return (await createSession(t.db, adminId, t.config.now(), t.config.sessionTtlMs)).token
}

async function seeded() {
  const t = await createTestApp({
    config: { previewSecret: 'malformed-input-preview-secret-0123456789abcdef' },
  })
  const token = await signInFirstAdmin(t)
  const adminId = ((await (await send(t, 'GET', '/auth/me', { token })).json()) as { user: { id: number } })
    .user.id
  // A row behind id 1 in every collection, so the deeper paths of each route run too.
  await sendJson(t, 'POST', '/sb-admin/projects', { title: 'P', description: 'd' }, { token })
  await sendJson(t, 'POST', '/sb-admin/all-work', { title: 'W', description: 'd' }, { token })
  await sendJson(t, 'POST', '/sb-admin/invites', { email: 'friend@studio.test' }, { token })
  await sendJson(t, 'POST', '/public/contact', { name: 'A', email: 'a@b.co', message: 'Hi' })
  const state = (await (await send(t, 'GET', '/sb-admin/site-content', { token })).json()) as {
    draft_version: string
  }
  await sendJson(
    t,
    'POST',
    '/sb-admin/site-content/publish',
    { base_version: state.draft_version },
    { token },
  )
  return { t, adminId }
}

/** The routes, read from an app built the way the entries build it. */
const ROUTES = routesOf(await createTestApp())

describe('malformed input on every route', () => {
  let seed: Awaited<ReturnType<typeof seeded>>
  beforeAll(async () => {
    seed = await seeded()
  })

  it('covers the route table', () => {
    // The route table is what is being covered: a check that it was read.
    expect(ROUTES.length).toBeGreaterThan(40)
  })

  it.each(ROUTES.map((route) => [route.method, route.path, route] as const))(
    '%s %s never answers 5xx, whatever the path, query or body',
    async (_method, _path, route) => {
      const { t, adminId } = seed
      const failures: string[] = []
      let client = 0
      const request = async (url: string, bodyCase: BodyCase | null) => {
        client += 1
        const headers: Record<string, string> = {
          authorization: `Bearer ${await freshToken(t, adminId)}`,
          // A fresh address each time, so the throttles never hide the deeper paths.
          [TEST_CLIENT_HEADER]: `198.51.100.${client % 250}`,
        }
        if (bodyCase?.contentType) headers['content-type'] = bodyCase.contentType
        const body = bodyCase?.body()
        const label = `${route.method} ${url.slice(0, 120)}${bodyCase ? ` with ${bodyCase.name}` : ''}`
        try {
          const response = await t.app.request(url, {
            method: route.method,
            headers,
            body,
            ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
          } as RequestInit)
          // The answer is read whole, so a broken stream would show here too.
          const text = await response.text()
          if (response.status >= 500) failures.push(`${label}: ${response.status} ${text.slice(0, 200)}`)
        } catch (error) {
          failures.push(`${label}: threw ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      const withBody = route.method !== 'GET' && route.method !== 'HEAD'
      const paths = pathsOf(route.path)
      // Every bad path with every bad query; every bad body on the route's first path (id 1).
      for (const path of paths)
        for (const query of QUERIES) await request(`${path}${query}`, withBody ? BODIES[0]! : null)
      if (withBody) for (const bodyCase of BODIES) await request(paths[0]!, bodyCase)
      expect(failures).toEqual([])
    },
  )
})
