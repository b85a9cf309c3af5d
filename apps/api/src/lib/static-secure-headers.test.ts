import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { describe, expect, it } from 'vitest'
import { completeAnswer, staticSecureHeaders } from './static-secure-headers'

const OPTIONS: Parameters<typeof staticSecureHeaders>[0] = {
  crossOriginResourcePolicy: 'same-site',
  contentSecurityPolicy: { defaultSrc: ["'none'"] },
}

function appWith(middleware: ReturnType<typeof staticSecureHeaders>) {
  const app = new Hono()
  app.use('*', middleware)
  app.get('/', (c) => c.json({ ok: true }))
  app.get('/own', (c) => {
    c.header('Cross-Origin-Resource-Policy', 'cross-origin')
    return c.body('x')
  })
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

  it("lets a route's own value win, also when CORS has already touched the response", async () => {
    const plain = appWith(staticSecureHeaders(OPTIONS))
    const withCors = new Hono()
    withCors.use('*', cors({ origin: 'http://site.example' }))
    withCors.route('/', plain)
    for (const app of [plain, withCors]) {
      const response = await app.request('/own', { headers: { Origin: 'http://site.example' } })
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('reaches answers made by the error and not-found handlers', async () => {
    const app = appWith(staticSecureHeaders(OPTIONS))
    app.get('/boom', () => {
      throw new Error('boom')
    })
    app.onError((_error, c) => c.json({ error: 'x' }, 500))
    app.notFound((c) => c.json({ error: 'y' }, 404))
    for (const path of ['/boom', '/missing']) {
      const response = await app.request(path)
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'")
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site')
    }
  })

  it('puts the same headers into a complete answer, whose own values win, with or without CORS', async () => {
    const expected = await appWith(secureHeaders({ ...OPTIONS, overwrite: false })).request('/')
    const app = appWith(staticSecureHeaders(OPTIONS))
    app.get('/complete', (c) =>
      completeAnswer(c, '[]', 200, {
        'Content-Type': 'application/json',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      }),
    )
    const withCors = new Hono()
    withCors.use('*', cors({ origin: 'http://site.example' }))
    withCors.route('/', app)
    for (const target of [app, withCors]) {
      const response = await target.request('/complete', { headers: { Origin: 'http://site.example' } })
      expect(await response.text()).toBe('[]')
      for (const [name, value] of expected.headers) {
        if (name === 'content-type') continue
        const own = name === 'cross-origin-resource-policy' ? 'cross-origin' : value
        expect(response.headers.get(name), name).toBe(own)
      }
    }
  })
})
