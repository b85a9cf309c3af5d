import { Hono, type MiddlewareHandler } from 'hono'
import { type SecureHeadersVariables, secureHeaders } from 'hono/secure-headers'

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>

/**
 * hono's `secureHeaders`, worked out once. The middleware rebuilds the same headers on every request
 * (about 35 µs each here, more than answering a cached public list), yet with no nonces they never
 * change: ask it once, on a probe app, and then only copy them. A route's own value wins, as with
 * `overwrite: false`.
 */
export function staticSecureHeaders(options: SecureHeadersOptions): MiddlewareHandler {
  let headers: Promise<[string, string][]> | undefined
  const probe = () => {
    const app = new Hono<{ Variables: SecureHeadersVariables }>()
    app.use('*', secureHeaders({ ...options, overwrite: true }))
    app.get('/', (c) => c.body(null, 204))
    return Promise.resolve(app.request('/')).then((response) => [...response.headers])
  }
  return async (c, next) => {
    headers ??= probe()
    const fixed = await headers
    await next()
    c.res.headers.delete('X-Powered-By')
    for (const [name, value] of fixed) if (!c.res.headers.has(name)) c.res.headers.set(name, value)
  }
}
