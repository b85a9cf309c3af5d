import { API_MESSAGES } from '@studio/contracts'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps } from './deps'
import { staticSecureHeaders } from './lib/static-secure-headers'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { mediaRoutes } from './routes/media'
import { publicRoutes } from './routes/public'

export { JSON_BODY_LIMIT_BYTES } from './lib/validate'

/** Builds the whole API from its dependencies; both entries (Worker and Node) call this. */
export function createApp(deps: AppDeps) {
  const { config } = deps
  const app = new Hono()

  app.use(
    '*',
    // A route's own value wins: /media must be loadable by the site and admin origins.
    staticSecureHeaders({
      crossOriginResourcePolicy: 'same-site',
      crossOriginOpenerPolicy: 'same-origin',
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  )
  const corsHeaders = cors({
    origin: (origin) => (origin === config.siteOrigin || origin === config.adminOrigin ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization'],
    // The inbox pages with X-Total-Count and Link; the export names its file in Content-Disposition;
    // the site keys its rendered pages on X-Content-Version.
    exposeHeaders: [
      'Retry-After',
      'ETag',
      'X-Total-Count',
      'Link',
      'Content-Disposition',
      'X-Content-Version',
    ],
    credentials: false,
    maxAge: 600,
  })
  // A request without Origin (a server, a service binding, curl) needs no CORS headers, and working
  // them out is most of the cost of a cached public list; caches still learn the answer varies by Origin.
  app.use('*', async (c, next) => {
    if (c.req.header('origin') !== undefined) return corsHeaders(c, next)
    // Prepared before the route, so the context's answers carry it (complete answers set their own).
    c.header('Vary', 'Origin', { append: true })
    await next()
  })
  // Body limits sit on the routes that read a body: jsonBody (64 KB) and the upload route.

  app.get('/health', (c) => c.json({ ok: true }))
  app.route('/public', publicRoutes(deps))
  app.route('/auth', authRoutes(deps))
  app.route(config.adminPrefix, adminRoutes(deps))
  app.route('/media', mediaRoutes(deps))

  app.notFound((c) => c.json({ error: API_MESSAGES.notFound }, 404))
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status
      const message = status === 400 && /json/i.test(error.message) ? API_MESSAGES.invalidJson : error.message
      return c.json({ error: message || API_MESSAGES.internal }, status)
    }
    console.error(error)
    return c.json({ error: API_MESSAGES.internal }, 500)
  })

  return app
}

export type App = ReturnType<typeof createApp>
