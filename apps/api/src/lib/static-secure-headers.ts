import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { type SecureHeadersVariables, secureHeaders } from 'hono/secure-headers'

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>

declare module 'hono' {
  interface ContextVariableMap {
    /** The app's security headers, for routes that build a complete answer (completeAnswer). */
    secureHeaders: Readonly<Record<string, string>>
  }
}

/** Responses that already carry every header they need; the middleware leaves them untouched. */
const completeAnswers = new WeakSet<Response>()

/**
 * hono's `secureHeaders`, worked out once. The middleware rebuilds the same headers on every request
 * (about 35 µs each here, more than answering a cached public list), yet with no nonces they never
 * change: ask it once, on a probe app, and then only copy them. A route's own value wins, as with
 * `overwrite: false`.
 *
 * The hot public answers (cached lists, see routes/public/content.ts) are built by completeAnswer
 * with these headers in one plain record, which @hono/node-server writes out as is. Every other answer
 * gets them added after the route, which costs a web `Headers` object per request; that is fine for
 * everything but the hot path.
 */
export function staticSecureHeaders(options: SecureHeadersOptions): MiddlewareHandler {
  let headers: Readonly<Record<string, string>> | undefined
  let entries: ReadonlyArray<[string, string]> = []
  const probe = async () => {
    const app = new Hono<{ Variables: SecureHeadersVariables }>()
    app.use('*', secureHeaders({ ...options, overwrite: true }))
    app.get('/', (c) => c.body(null, 204))
    return Object.freeze(Object.fromEntries((await app.request('/')).headers))
  }
  return async (c, next) => {
    if (!headers) {
      headers = await probe()
      entries = Object.entries(headers)
    }
    c.set('secureHeaders', headers)
    await next()
    if (completeAnswers.has(c.res)) return
    for (const [name, value] of entries) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  }
}

/**
 * An answer with the app's security headers and `headers` (which win) in one plain record, built
 * without Hono's per-request `Headers` work. Only for answers no later middleware needs to change
 * (CORS still may: it adds its own headers).
 */
export function completeAnswer(
  c: Context,
  body: string | null,
  status: number,
  headers: Record<string, string>,
): Response {
  // The probe's names are lower case; so are these, so a route's value replaces rather than joins.
  const merged: Record<string, string> = { ...c.get('secureHeaders') }
  for (const name in headers) merged[name.toLowerCase()] = headers[name] as string
  const response = new Response(body, { status, headers: merged })
  completeAnswers.add(response)
  return response
}
