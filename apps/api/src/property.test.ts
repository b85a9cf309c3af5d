import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STRONG_PASSWORD, sendJson, signInFirstAdmin } from './test-support/requests'
import { createTestApp, TEST_CLIENT_HEADER, type TestApp } from './test-support/test-app'

/**
 * Every JSON endpoint, fed arbitrary bodies: the API never answers 5xx, and a refused request
 * (any 4xx) leaves every content table exactly as it was, and a refusal's text is our own, never
 * one of zod's defaults. `rate_limit_events` is left out on
 * purpose: counting attempts, failed logins included, is its job.
 */

/** The openings of zod's own (English or locale-less) issue texts. */
const ZOD_DEFAULT_TEXT =
  /^(Invalid (input|option|key|element|value|string|format|length)|Too (big|small)|Unrecognized keys?)\b/

const CONTENT_TABLES = [
  'admins',
  'sessions',
  'bootstrap',
  'projects',
  'work_items',
  'contact_messages',
  'invites',
  'work_item_slug_history',
  'audit_log',
] as const

async function snapshot(t: TestApp): Promise<string> {
  const parts: unknown[] = []
  for (const table of CONTENT_TABLES) {
    const result = await t.client.execute(`SELECT * FROM ${table} ORDER BY rowid`)
    parts.push(result.rows)
  }
  return JSON.stringify(parts)
}

const FIELD_NAMES = [
  'email',
  'password',
  'title',
  'description',
  'cover_url',
  'tags',
  'href',
  'category',
  'website',
  'featured',
  'name',
  'company',
  'subject',
  'message',
  'hidden',
  'slug',
  'ids',
  'invite',
  'current_password',
  'new_password',
  '__proto__',
  'constructor',
]

const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '',
    '   ',
    'javascript:alert(1)',
    '//evil.example/x',
    '/work/atlas',
    'https://ok.example/a.png',
    'owner@studio.test',
    ' OWNER@STUDIO.TEST ',
    STRONG_PASSWORD,
    'password',
    'x'.repeat(3000),
    'a, b, ,c',
    // Slugs: the seeded item's own, a free one, a malformed one.
    'w',
    'case-study-2',
    'Not A Slug',
  ),
)

/** Objects with the endpoints' own field names (so validation is exercised deeply), any JSON, or raw text. */
const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 9 })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.oneof(fc.string(), fc.constantFrom('{', '[', '{"title":', 'null', '', '\u0000', '{"a":1}{')),
)

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
)

interface Endpoint {
  method: 'POST' | 'PUT'
  path: string
  /** Give the admin's token. */
  admin: boolean
  /** A valid body; random fields of it are replaced or dropped so the deeper paths run too. */
  valid: Record<string, unknown>
}

/** Endpoints both properties below feed, each with a valid body. */
const SIGNUP: Endpoint = {
  method: 'POST',
  path: '/auth/signup',
  admin: false,
  valid: { email: 'new@allowed.test', password: STRONG_PASSWORD },
}
const LOGIN: Endpoint = {
  method: 'POST',
  path: '/auth/login',
  admin: false,
  valid: { email: 'owner@studio.test', password: STRONG_PASSWORD },
}
const INVITE: Endpoint = {
  method: 'POST',
  path: '/sb-admin/invites',
  admin: true,
  valid: { email: 'friend@studio.test' },
}
const PASSWORD_CHANGE: Endpoint = {
  method: 'POST',
  path: '/auth/password',
  admin: true,
  valid: { current_password: STRONG_PASSWORD, new_password: `${STRONG_PASSWORD} again` },
}

/** Any body at all, or the endpoint's valid body with some fields replaced by arbitrary values or removed. */
function bodyFor(endpoint: Endpoint) {
  const nearlyValid = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 2 }),
      fc.subarray(Object.keys(endpoint.valid), { maxLength: 1 }),
    )
    .map(([overrides, dropped]) => {
      const value: Record<string, unknown> = { ...endpoint.valid, ...overrides }
      for (const key of dropped) delete value[key]
      return JSON.stringify(value)
    })
  return fc.oneof(nearlyValid, body)
}

async function setUp() {
  const t = await createTestApp({ config: { signupAllowlist: ['owner@studio.test', '@allowed.test'] } })
  // A still clock: a session's last_used_at (moved at most once a minute) stays put during the run.
  t.setNow(new Date())
  const token = await signInFirstAdmin(t)
  const project = await sendJson(
    t,
    'POST',
    '/sb-admin/projects',
    { title: 'P', description: 'd', tags: ['a'] },
    { token },
  )
  const work = await sendJson(
    t,
    'POST',
    '/sb-admin/all-work',
    { title: 'W', description: 'd', featured: true },
    { token },
  )
  const projectId = ((await project.json()) as { id: number }).id
  const workId = ((await work.json()) as { id: number }).id
  return { t, token, projectId, workId }
}

// 600 requests, each answered and checked against the database: 3 s alone, 30 s and more beside the
// rest of `npm test` on two cores. The ceiling is for that busy machine, not a measure.
describe('every JSON endpoint under arbitrary bodies', { timeout: 120_000 }, () => {
  it('never answers 5xx, and a refused request writes nothing', async () => {
    const { t, token, projectId, workId } = await setUp()
    const item = { title: 'T', description: 'D', cover_url: 'https://ok.example/a.png', tags: ['x'] }
    const endpoints: Endpoint[] = [
      SIGNUP,
      {
        method: 'POST',
        path: '/auth/signup',
        admin: false,
        valid: { email: 'x@closed.test', password: STRONG_PASSWORD },
      },
      LOGIN,
      {
        method: 'POST',
        path: '/public/contact',
        admin: false,
        valid: { name: 'A', email: 'a@b.co', message: 'Hi' },
      },
      { method: 'POST', path: '/sb-admin/projects', admin: true, valid: item },
      { method: 'PUT', path: `/sb-admin/projects/${projectId}`, admin: true, valid: item },
      { method: 'PUT', path: '/sb-admin/projects/999999', admin: true, valid: item },
      { method: 'PUT', path: '/sb-admin/projects/not-a-number', admin: true, valid: item },
      {
        method: 'POST',
        path: '/sb-admin/all-work',
        admin: true,
        valid: { ...item, category: 'apps', featured: true },
      },
      {
        method: 'PUT',
        path: `/sb-admin/all-work/${workId}`,
        admin: true,
        valid: { ...item, website: '/work/w' },
      },
      {
        method: 'PUT',
        path: `/sb-admin/all-work/${workId}`,
        admin: true,
        valid: { ...item, slug: 'moved-case-study' },
      },
      { method: 'PUT', path: `/sb-admin/all-work/${workId}`, admin: true, valid: { featured: false } },
      { method: 'PUT', path: '/sb-admin/all-work/999999', admin: true, valid: { featured: true } },
      { method: 'PUT', path: '/sb-admin/projects/order', admin: true, valid: { ids: [projectId] } },
      { method: 'PUT', path: '/sb-admin/all-work/order', admin: true, valid: { ids: [workId] } },
      INVITE,
      {
        method: 'POST',
        path: '/auth/signup',
        admin: false,
        valid: { email: 'friend@studio.test', password: STRONG_PASSWORD, invite: 'A'.repeat(43) },
      },
      PASSWORD_CHANGE,
    ]
    const request = fc
      .constantFrom(...endpoints)
      .chain((endpoint) => fc.tuple(fc.constant(endpoint), bodyFor(endpoint)))
    let client = 0
    await fc.assert(
      fc.asyncProperty(request, contentType, async ([endpoint, text], type) => {
        client += 1
        const before = await snapshot(t)
        const response = await t.app.request(endpoint.path, {
          method: endpoint.method,
          headers: {
            'content-type': type,
            // A fresh address each time, so throttling does not hide the validation paths.
            [TEST_CLIENT_HEADER]: `198.51.100.${client % 250}-${client}`,
            ...(endpoint.admin ? { authorization: `Bearer ${token}` } : {}),
          },
          body: text,
        })
        const answer = await response.text()
        expect(response.status, `${endpoint.method} ${endpoint.path} ${text} -> ${answer}`).toBeLessThan(500)
        expect(response.headers.get('content-type') ?? '').toContain('application/json')
        if (response.status >= 400) {
          expect(JSON.parse(answer)).toEqual({ error: expect.any(String) })
          // Our own texts only: zod's English defaults never reach a caller.
          expect((JSON.parse(answer) as { error: string }).error, `${endpoint.path} ${text}`).not.toMatch(
            ZOD_DEFAULT_TEXT,
          )
          expect(await snapshot(t), `${endpoint.method} ${endpoint.path} ${text}`).toBe(before)
        }
      }),
      { numRuns: 600 },
    )
  }, 120_000)
})

/** One C0 control character (U+0000–U+001F) or DEL. */
const controlCharacter = fc
  .integer({ min: 0, max: 0x20 })
  .map((code) => String.fromCharCode(code === 0x20 ? 0x7f : code))
const LINE_BREAKS = ['\t', '\n', '\r']

interface TextField {
  method: 'POST' | 'PUT'
  path: string
  admin: boolean
  valid: Record<string, unknown>
  field: string
  /** Descriptions and the contact message keep tab and line breaks. */
  multiline?: boolean
}

describe('every JSON write endpoint with a control character in a text field', () => {
  it('refuses it with 400 and stores nothing', async () => {
    const { t, token, projectId, workId } = await setUp()
    const project = { title: 'T', description: 'D', cover_url: '/a.png', tags: ['x'], href: '/work/p' }
    const work = { ...project, category: 'apps', website: 'https://w.example' }
    const endpoints: Omit<TextField, 'field' | 'multiline'>[] = [
      SIGNUP,
      LOGIN,
      {
        method: 'POST',
        path: '/public/contact',
        admin: false,
        valid: { name: 'A', company: 'C', email: 'a@b.co', subject: 'S', message: 'Hi' },
      },
      { method: 'POST', path: '/sb-admin/projects', admin: true, valid: project },
      { method: 'PUT', path: `/sb-admin/projects/${projectId}`, admin: true, valid: project },
      { method: 'POST', path: '/sb-admin/all-work', admin: true, valid: work },
      { method: 'PUT', path: `/sb-admin/all-work/${workId}`, admin: true, valid: work },
      INVITE,
      PASSWORD_CHANGE,
    ]
    const fields: TextField[] = endpoints.flatMap((endpoint) =>
      Object.keys(endpoint.valid).map((field) => ({
        ...endpoint,
        field,
        multiline: field === 'description' || field === 'message',
      })),
    )
    const request = fc.record({
      target: fc.constantFrom(...fields),
      control: controlCharacter,
      before: fc.string({ minLength: 1, maxLength: 5 }).map((text) => `a${text.replace(/[^a-z]/gi, '')}`),
    })
    let client = 0
    await fc.assert(
      fc.asyncProperty(request, async ({ target, control, before }) => {
        fc.pre(!(target.multiline && LINE_BREAKS.includes(control)))
        client += 1
        const valid = target.valid[target.field]
        // Inside the text, where trimming cannot remove it (a tag list carries it in its first tag).
        const text = `${before}${control}${Array.isArray(valid) ? valid[0] : valid}`
        const body = { ...target.valid, [target.field]: Array.isArray(valid) ? [text] : text }
        const snapshotBefore = await snapshot(t)
        const response = await t.app.request(target.path, {
          method: target.method,
          headers: {
            'content-type': 'application/json',
            [TEST_CLIENT_HEADER]: `203.0.113.${client % 250}-${client}`,
            ...(target.admin ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        })
        const label = `${target.method} ${target.path} ${target.field} ${JSON.stringify(control)}`
        const answer = (await response.json()) as { error?: string }
        expect(response.status, `${label} -> ${JSON.stringify(answer)}`).toBe(400)
        expect(answer.error, label).toMatch(/not allowed|control characters|valid email/)
        expect(await snapshot(t), label).toBe(snapshotBefore)
      }),
      { numRuns: 300 },
    )
  }, 120_000)
})
