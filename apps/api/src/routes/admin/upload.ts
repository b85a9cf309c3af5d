import { API_MESSAGES, UPLOAD_MAX_BYTES } from '@studio/contracts'
import {
  COVER_SMALL_MAX_BYTES,
  COVER_SMALL_WIDTH,
  SMALL_COVER_FIELD,
  sizedCoverName,
  smallCoverHeight,
  smallCoverName,
} from '@studio/contracts/cover-sources'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { auditInsert } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { type DetectedImage, inspectImage } from '../../lib/image'

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024
const MAX_REQUEST_BYTES = UPLOAD_MAX_BYTES + COVER_SMALL_MAX_BYTES + MULTIPART_OVERHEAD_BYTES

const tooLarge = (c: Context) => c.json({ error: API_MESSAGES.uploadTooLarge }, 413)
const unsupported = (c: Context) => c.json({ error: API_MESSAGES.uploadUnsupported }, 415)

/** A WebP exactly 480 px wide whose height keeps the main image's aspect ratio (rounding aside). */
function matchesSmallSize(image: DetectedImage, mainWidth: number, mainHeight: number): boolean {
  return (
    image.mime === 'image/webp' &&
    image.width === COVER_SMALL_WIDTH &&
    Math.abs(image.height - smallCoverHeight(mainWidth, mainHeight)) <= 1
  )
}

/**
 * {prefix}/upload: one image in the multipart field `file`, and optionally the same picture 480 px
 * wide in `file_w480`. Formats are taken from the bytes, keys are made here (the client's file names
 * are never used) and objects are stored with the detected content type.
 * - `file` alone: `covers/<uuid>.<ext>`, as before (the site shows it from src alone).
 * - `file` + `file_w480`: both must be WebP, the main one wider than 480 px, the small one exactly
 *   480 px wide with the same aspect ratio. They are stored as `covers/<uuid>.<W>x<H>.webp` and
 *   `covers/<uuid>.<W>x<H>.w480.webp` (the naming in @studio/contracts/cover-sources), the small one
 *   first, so a sized name never exists without its sibling. The uuid is fresh, so neither can
 *   overwrite another object.
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

    const small: unknown = form.get(SMALL_COVER_FIELD)
    if (small !== null && !(small instanceof Blob)) return unsupported(c)
    if (small && small.size > COVER_SMALL_MAX_BYTES) return tooLarge(c)

    const bytes = new Uint8Array(await file.arrayBuffer())
    const check = await inspectImage(bytes)
    if (!check.ok) {
      return check.reason === 'too-wide' ? c.json({ error: API_MESSAGES.uploadTooWide }, 413) : unsupported(c)
    }
    const main = check.image
    const id = crypto.randomUUID()
    const base = deps.config.publicMediaBaseUrl.replace(/\/+$/, '')

    if (!small) {
      const key = `covers/${id}.${main.ext}`
      await deps.media.put(key, bytes, main.mime)
      await audit(c, key, main.mime)
      return c.json({ url: `${base}/${key}`, key }, 201)
    }

    const smallBytes = new Uint8Array(await small.arrayBuffer())
    const smallCheck = await inspectImage(smallBytes)
    const mainName = sizedCoverName(id, main.width, main.height)
    const smallName = smallCoverName(mainName)
    if (
      !smallName ||
      main.mime !== 'image/webp' ||
      !smallCheck.ok ||
      !matchesSmallSize(smallCheck.image, main.width, main.height)
    ) {
      return unsupported(c)
    }
    const key = `covers/${mainName}`
    await deps.media.put(`covers/${smallName}`, smallBytes, 'image/webp')
    await deps.media.put(key, bytes, 'image/webp')
    await audit(c, key, 'image/webp')
    return c.json({ url: `${base}/${key}`, key }, 201)
  })

  return app
}
