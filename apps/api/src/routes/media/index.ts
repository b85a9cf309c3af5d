import { API_MESSAGES } from '@studio/contracts'
import { isMediaKey } from '@studio/contracts/covers'
import { Hono } from 'hono'
import type { AppDeps } from '../../deps'

/** Keys are never reused for other bytes (uploads get fresh names), so a year of caching is safe. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export function mediaRoutes({ media }: AppDeps) {
  const app = new Hono()

  app.get('/:key{.+}', async (c) => {
    const key = c.req.param('key')
    if (!isMediaKey(key)) return c.json({ error: API_MESSAGES.notFound }, 404)
    const object = await media.get(key)
    if (!object) return c.json({ error: API_MESSAGES.notFound }, 404)
    return c.body(object.body, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': MEDIA_CACHE_CONTROL,
      // The site and the admin panel are other origins; their <img> tags must be allowed to load it.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
  })

  return app
}
