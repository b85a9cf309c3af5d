import { API_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE_PX } from '@studio/contracts'
import { Hono } from 'hono'
import type { AppDeps } from '../../deps'
import { inspectImage } from '../../lib/image'
import { readBodyCapped } from './read-capped'

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024
const MAX_REQUEST_BYTES = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES

/**
 * {prefix}/upload: one image in the multipart field `file`. The format is taken from the bytes, the
 * key is made here (`covers/<uuid>.<ext>`; the client's file name is never used) and the object is
 * stored with the detected content type.
 */
export function uploadRoutes(deps: AppDeps) {
  const app = new Hono()

  app.post('/', async (c) => {
    const tooLarge = () => c.json({ error: API_MESSAGES.uploadTooLarge }, 413)
    // Refuse early from the declared length when it is clearly over; the capped read covers the rest.
    const declared = Number(c.req.header('content-length'))
    if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) return tooLarge()
    const raw = await readBodyCapped(c.req.raw, MAX_REQUEST_BYTES)
    if (!raw) return tooLarge()

    let form: FormData
    try {
      const contentType = c.req.header('content-type') ?? ''
      if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw new Error('not multipart')
      form = await new Response(raw as BodyInit, { headers: { 'content-type': contentType } }).formData()
    } catch {
      return c.json({ error: API_MESSAGES.uploadMissingFile }, 400)
    }
    const file: unknown = form.get('file')
    if (!(file instanceof Blob)) return c.json({ error: API_MESSAGES.uploadMissingFile }, 400)
    if (file.size > UPLOAD_MAX_BYTES) return tooLarge()

    const bytes = new Uint8Array(await file.arrayBuffer())
    const check = await inspectImage(bytes, UPLOAD_MAX_SIDE_PX)
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
