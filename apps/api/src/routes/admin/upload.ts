import { API_MESSAGES, UPLOAD_MAX_BYTES, type UploadResponse } from '@studio/contracts'
import { type Context, Hono } from 'hono'
import { auditInsert } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { ImageRefusedError, inspectImage } from '../../lib/image'
import { bodyLimitOf } from '../../lib/validate'
import { type CoverRecord, toCoverImage } from '../../media/cover-records'
import { makeCoverVariants } from '../../media/make-cover-variants'

/**
 * Room for the multipart boundaries and part headers around a file of the maximum size, and for a
 * 480 px sibling that an admin of an earlier version still sends as `file_w480` (ignored).
 */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024
const OLD_ADMIN_SIBLING_BYTES = 512 * 1024
const MAX_REQUEST_BYTES = UPLOAD_MAX_BYTES + OLD_ADMIN_SIBLING_BYTES + MULTIPART_OVERHEAD_BYTES

const tooLarge = (c: Context) => c.json({ error: API_MESSAGES.uploadTooLarge }, 413)
const unsupported = (c: Context) => c.json({ error: API_MESSAGES.uploadUnsupported }, 415)
const tooWide = (c: Context) => c.json({ error: API_MESSAGES.uploadTooWide }, 413)

/**
 * {prefix}/upload: one image (JPEG, PNG, WebP, GIF or AVIF) in the multipart field `file`. Its format
 * is taken from its bytes and its key made here, `covers/<uuid>.<ext>` (the client's file name is
 * never used, and the uuid is fresh, so nothing is overwritten). Before answering, the API makes
 * every width and format of it (media/make-cover-variants.ts), stores them beside it and writes its
 * record; when that fails the upload still succeeds and the original is shown as it is, except when
 * the image library refused the original for its size (a decompression bomb the header check did
 * not see): then the original is deleted and the upload refused as inspectImage would. Answers
 * 201 `{ url, key, cover }`: `url` is what an item saves as its cover_url, `cover` what the public
 * answers will say of it.
 */
export function uploadRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>()
  /** Stored objects are not database writes: the audit row follows the store, naming the key. */
  const audit = (c: Context<AdminEnv>, key: string, mime: string) =>
    auditInsert(deps.db, {
      actor: c.var.session.admin,
      action: 'upload',
      targetType: 'cover',
      targetId: key,
      changes: { type: { old: null, new: mime } },
      at: deps.config.now(),
    })

  // Refused from a declared Content-Length without reading, or as soon as a streamed body passes it.
  app.post('/', bodyLimitOf(MAX_REQUEST_BYTES, API_MESSAGES.uploadTooLarge), async (c) => {
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
      return check.reason === 'too-wide' ? tooWide(c) : unsupported(c)
    }
    const image = check.image
    const key = `covers/${crypto.randomUUID()}.${image.ext}`
    await deps.media.put(key, bytes, image.mime)
    let record: CoverRecord
    try {
      record = await makeCoverVariants(deps, key, bytes, image, { throwWhenRefused: true })
    } catch (error) {
      if (!(error instanceof ImageRefusedError)) throw error
      // makeCoverVariants logged it, removed any variant it stored and wrote no record; the original
      // goes too, so a refused upload leaves nothing behind.
      await deps.media.delete(key)
      return error.reason === 'too-wide' ? tooWide(c) : unsupported(c)
    }
    await audit(c, key, image.mime)
    const base = deps.config.publicMediaBaseUrl.replace(/\/+$/, '')
    return c.json({ url: `${base}/${key}`, key, cover: toCoverImage(record) } satisfies UploadResponse, 201)
  })

  return app
}
