import { Hono, type MiddlewareHandler } from 'hono'
import { type SecureHeadersVariables, secureHeaders } from 'hono/secure-headers'

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>

/**
 * hono's `secureHeaders`, worked out once. The middleware rebuilds the same headers on every request
 * (about 35 µs each here, more than answering a cached public list), yet with no nonces they never
 * change: ask it once, on a probe app, and then only copy them.
 *
 * They are set on the context before the route runs, never on `c.res` after it: reading a finished
 * response's headers makes @hono/node-server turn its light response into a full web Response
 * (a stream per request, most of the remaining cost of a cached list). So routes answer through the
 * context, never with `new Response(...)`, which would drop them, and a route that needs another
 * value sets it with `c.header(...)` before answering: that wins whether or not another middleware
 * (CORS) has already materialised `c.res`.
 */
export function staticSecureHeaders(options: SecureHeadersOptions): MiddlewareHandler {
  let headers: [string, string][] | undefined
  const probe = async () => {
    const app = new Hono<{ Variables: SecureHeadersVariables }>()
    app.use('*', secureHeaders({ ...options, overwrite: true }))
    app.get('/', (c) => c.body(null, 204))
    return [...(await app.request('/')).headers]
  }
  return async (c, next) => {
    headers ??= await probe()
    for (const [name, value] of headers) c.header(name, value)
    await next()
  }
}
