import { API_MESSAGES } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { projects, workItems } from '../../db/schema'
import { logLinesOf } from '../../test-support/log-lines'
import { signInFirstAdmin, signUp } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

/** Admin calls across projects, uploads, the inbox and All Work: each must refuse anyone not signed in. */
const ADMIN_CALLS = [
  ['GET', '/sb-admin/projects'],
  ['POST', '/sb-admin/projects'],
  ['PUT', '/sb-admin/projects/1'],
  ['DELETE', '/sb-admin/projects/1'],
  ['POST', '/sb-admin/upload'],
  ['GET', '/sb-admin/contact-messages'],
  ['GET', '/sb-admin/all-work'],
  ['POST', '/sb-admin/all-work'],
  ['PUT', '/sb-admin/all-work/1'],
  ['DELETE', '/sb-admin/all-work/1'],
] as const

const VALID_BODY = { title: 'T', description: 'D' }

function call(t: TestApp, method: string, path: string, authorization?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (authorization !== undefined) headers.authorization = authorization
  const body = method === 'POST' || method === 'PUT' ? JSON.stringify(VALID_BODY) : undefined
  return t.app.request(path, { method, headers, body })
}

/** Each case turns a fresh app into the Authorization header to send (or none). */
const TOKEN_CASES: [string, (t: TestApp) => Promise<string | undefined>][] = [
  ['no token', async () => undefined],
  ['an empty bearer', async () => 'Bearer '],
  ['a malformed token', async () => 'Bearer not-a-token'],
  ['a non-bearer scheme', async (t) => `Basic ${await signInFirstAdmin(t)}`],
  ['a well-formed but unknown token', async () => `Bearer ${'A'.repeat(43)}`],
  [
    'an expired token',
    async (t) => {
      t.setNow(new Date('2030-01-01T00:00:00.000Z'))
      const token = await signInFirstAdmin(t)
      t.setNow(new Date('2030-01-02T00:00:00.001Z'))
      return `Bearer ${token}`
    },
  ],
  [
    'a revoked token',
    async (t) => {
      const token = await signInFirstAdmin(t)
      const logout = await t.app.request('/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(logout.status).toBe(200)
      return `Bearer ${token}`
    },
  ],
]

describe('admin guard', () => {
  describe.each(TOKEN_CASES)('with %s', (_name, makeAuthorization) => {
    it.each(ADMIN_CALLS)('%s %s answers 401 and changes nothing', async (method, path) => {
      const t = await createTestApp()
      const authorization = await makeAuthorization(t)
      const response = await call(t, method, path, authorization)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
      expect(await response.json()).toEqual({ error: API_MESSAGES.unauthorized })
      expect(await t.db.select().from(projects)).toHaveLength(0)
      expect(await t.db.select().from(workItems)).toHaveLength(0)
    })
  })

  it.each(ADMIN_CALLS)('%s %s is reachable with a live session (not 401)', async (method, path) => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const response = await call(t, method, path, `Bearer ${token}`)
    expect(response.status).not.toBe(401)
  })

  it('accepts a token issued by signup itself', async () => {
    const t = await createTestApp()
    const signup = await signUp(t, 'a@studio.test')
    const { access_token } = (await signup.json()) as { access_token: string }
    expect((await call(t, 'GET', '/sb-admin/projects', `Bearer ${access_token}`)).status).toBe(200)
  })

  it('follows a configured admin prefix', async () => {
    const t = await createTestApp({ config: { adminPrefix: '/studio-admin' } })
    const token = await signInFirstAdmin(t)
    expect((await call(t, 'GET', '/studio-admin/projects', `Bearer ${token}`)).status).toBe(200)
    expect((await call(t, 'GET', '/studio-admin/projects')).status).toBe(401)
  })
})

describe('the refusal trace', () => {
  it('logs each 401 with the area asked for, never the token sent', async () => {
    const t = await createTestApp()
    const lines = await logLinesOf(() =>
      call(t, 'GET', '/sb-admin/projects/7', 'Bearer not-a-real-token-123'),
    )
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'auth.unauthorized',
        route: 'GET /sb-admin/projects',
        status: 401,
        token_sent: true,
      }),
    ])
    expect(JSON.stringify(lines)).not.toContain('not-a-real-token-123')
  })
})
