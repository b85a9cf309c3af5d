import { API_MESSAGES } from '@studio/contracts'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import type { AppDeps } from './deps'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { mediaRoutes } from './routes/media'
import { publicRoutes } from './routes/public'

export const JSON_BODY_LIMIT_BYTES = 64 * 1024

/** Builds the whole API from its dependencies; both entries (Worker and Node) call this. */
export function createApp(deps: AppDeps) {
  const { config } = deps
  const app = new Hono()

  app.use(
    '*',
    secureHeaders({
      // A route's own value wins: /media must be loadable by the site and admin origins.
      overwrite: false,
      crossOriginResourcePolicy: 'same-site',
      crossOriginOpenerPolicy: 'same-origin',
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  )
  app.use(
    '*',
    cors({
      origin: (origin) => (origin === config.siteOrigin || origin === config.adminOrigin ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
      exposeHeaders: ['Retry-After', 'ETag'],
      credentials: false,
      maxAge: 600,
    }),
  )
  // JSON bodies are small; uploads have their own limit inside the upload route.
  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('/upload')) return next()
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: (ctx) => ctx.json({ error: API_MESSAGES.bodyTooLarge }, 413),
    })(c, next)
  })

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
