import { API_MESSAGES, UPLOAD_MAX_BYTES } from '@studio/contracts'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps } from '../../deps'
import { inspectImage } from '../../lib/image'

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024
const MAX_REQUEST_BYTES = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES

const tooLarge = (c: Context) => c.json({ error: API_MESSAGES.uploadTooLarge }, 413)

/**
 * {prefix}/upload: one image in the multipart field `file`. The format is taken from the bytes, the
 * key is made here (`covers/<uuid>.<ext>`; the client's file name is never used) and the object is
 * stored with the detected content type.
 */
export function uploadRoutes(deps: AppDeps) {
  const app = new Hono()

  // Refused from a declared Content-Length without reading, or as soon as a streamed body passes it.
  app.post('/', bodyLimit({ maxSize: MAX_REQUEST_BYTES, onError: tooLarge }), async (c) => {
    const missingFile = () => c.json({ error: API_MESSAGES.uploadMissingFile }, 400)
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      return missingFile()
    }
    let form: FormData
    try {
      form = await c.req.formData()
    } catch {
      return missingFile()
    }
    const file: unknown = form.get('file')
    if (!(file instanceof Blob)) return missingFile()
    if (file.size > UPLOAD_MAX_BYTES) return tooLarge(c)

    const bytes = new Uint8Array(await file.arrayBuffer())
    const check = await inspectImage(bytes)
    if (!check.ok) {
      return check.reason === 'too-wide'
        ? c.json({ error: API_MESSAGES.uploadTooWide }, 413)
        : c.json({ error: API_MESSAGES.uploadUnsupported }, 415)
    }

    const key = `covers/${crypto.randomUUID()}.${check.image.ext}`
    await deps.media.put(key, bytes, check.image.mime)
    const base = deps.config.publicMediaBaseUrl.replace(/\/+$/, '')
    return c.json({ url: `${base}/${key}`, key }, 201)
  })

  return app
}
