import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { describe, expect, it } from 'vitest'
import { staticSecureHeaders } from './static-secure-headers'

const OPTIONS: Parameters<typeof staticSecureHeaders>[0] = {
  crossOriginResourcePolicy: 'same-site',
  contentSecurityPolicy: { defaultSrc: ["'none'"] },
}

function appWith(middleware: ReturnType<typeof staticSecureHeaders>) {
  const app = new Hono()
  app.use('*', middleware)
  app.get('/', (c) => c.json({ ok: true }))
  app.get('/own', (c) =>
    c.body('x', 200, { 'Cross-Origin-Resource-Policy': 'cross-origin', 'X-Powered-By': 'me' }),
  )
  return app
}

describe('staticSecureHeaders', () => {
  it("sends exactly the headers hono's secureHeaders sends, on every request", async () => {
    const expected = await appWith(secureHeaders({ ...OPTIONS, overwrite: false })).request('/')
    const app = appWith(staticSecureHeaders(OPTIONS))
    for (let i = 0; i < 2; i++) {
      const response = await app.request('/')
      expect([...response.headers].sort()).toEqual([...expected.headers].sort())
    }
  })

  it("lets a route's own value win, and drops X-Powered-By", async () => {
    const response = await appWith(staticSecureHeaders(OPTIONS)).request('/own')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('x-powered-by')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
