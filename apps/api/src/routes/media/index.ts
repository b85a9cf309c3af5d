import { API_MESSAGES } from '@studio/contracts'
import { isPublicMediaKey } from '@studio/contracts/covers'
import { Hono } from 'hono'
import type { AppDeps } from '../../deps'

/** Keys are never reused for other bytes (uploads get fresh names), so a year of caching is safe. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The raster types a cover, its variants and a share card are stored as: nothing else is served. */
export const SERVED_MEDIA_TYPES = new Set([
  'image/avif',
  'image/webp',
  'image/jpeg',
  'image/png',
  'image/gif',
])

/**
 * `/media/<key>`: a cover (its original or a variant) or a share card, and nothing else: the studio
 * archive's private files live in another store, and any other key of this one, or any object whose
 * stored type is not an image, answers the same 404 as a missing one.
 */
export function mediaRoutes({ media }: AppDeps) {
  const app = new Hono()

  app.get('/:key{.+}', async (c) => {
    const key = c.req.param('key')
    if (!isPublicMediaKey(key)) return c.json({ error: API_MESSAGES.notFound }, 404)
    const object = await media.get(key)
    if (!object || !SERVED_MEDIA_TYPES.has(object.contentType)) {
      if (object && object.body instanceof ReadableStream) await object.body.cancel()
      return c.json({ error: API_MESSAGES.notFound }, 404)
    }
    return c.body(object.body, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': MEDIA_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      // The site and the admin panel are other origins; their <img> tags must be allowed to load it.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
  })

  return app
}
