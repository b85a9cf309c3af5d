import { API_MESSAGES } from '@studio/contracts'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import type { AppDeps } from './deps'
import { healthHandler } from './health'
import { requestScope } from './lib/request-scope'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { mediaRoutes } from './routes/media'
import { publicRoutes } from './routes/public'

export { JSON_BODY_LIMIT_BYTES } from './lib/validate'

/** Builds the whole API from its dependencies; both entries (Worker and Node) call this. */
export function createApp(deps: AppDeps) {
  const { config } = deps
  const app = new Hono()

  // First, so every answer (a preflight, a 404, a 500) carries X-Request-Id and every line its id.
  app.use('*', requestScope)
  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'same-site',
      crossOriginOpenerPolicy: 'same-origin',
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      // A route's own value wins: /media must be loadable by the site and admin origins.
      overwrite: false,
    }),
  )
  // The admin calls every route from the browser. The site's pages come with their data and its
  // contact form posts to the site's own action, so its origin is granted only the media (covers).
  const corsOrigin = (origin: string, path: string) =>
    origin === config.adminOrigin || (origin === config.siteOrigin && path.startsWith('/media/'))
      ? origin
      : null
  app.use(
    '*',
    cors({
      origin: (origin, c) => corsOrigin(origin, c.req.path),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
      // The inbox pages with X-Total-Count and Link; the export names its file in Content-Disposition;
      // the site keys its rendered pages on X-Content-Version; X-Request-Id finds an answer's log lines.
      exposeHeaders: [
        'Retry-After',
        'ETag',
        'X-Total-Count',
        'Link',
        'Content-Disposition',
        'X-Content-Version',
        'X-Request-Id',
      ],
      credentials: false,
      maxAge: 600,
    }),
  )
  // What a session reads, and the tokens that make one, never rest in a browser's or a proxy's cache.
  const noStore = createMiddleware(async (c, next) => {
    await next()
    if (!/no-store/.test(c.res.headers.get('Cache-Control') ?? '')) c.header('Cache-Control', 'no-store')
  })
  app.use('/auth/*', noStore)
  app.use(`${config.adminPrefix}/*`, noStore)
  // Body limits sit on the routes that read a body: jsonBody (64 KB; an order save more) and the upload route.

  app.get('/health', healthHandler(deps))
  app.route('/public', publicRoutes(deps))
  app.route('/auth', authRoutes(deps))
  app.route(config.adminPrefix, adminRoutes(deps))
  app.route('/media', mediaRoutes(deps))

  app.notFound((c) => c.json({ error: API_MESSAGES.notFound }, 404))
  // A refusal the routes chose (an HTTPException below 500) is an answer, not a failure; anything
  // else answers 500, and requestScope logs it once with its route (the pattern, never the ids in
  // the address), its status and its cause.
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status
      const message = status === 400 && /json/i.test(error.message) ? API_MESSAGES.invalidJson : error.message
      return c.json({ error: message || API_MESSAGES.internal }, status)
    }
    if (error instanceof HTTPException)
      return c.json({ error: error.message || API_MESSAGES.internal }, error.status)
    return c.json({ error: API_MESSAGES.internal }, 500)
  })

  return app
}

export type App = ReturnType<typeof createApp>
