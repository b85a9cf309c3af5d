import {
  ARCHIVE_LIMITS,
  ARCHIVE_MESSAGES,
  ImportApplyBodySchema,
  ImportPlanBodySchema,
  ImportStartBodySchema,
  SHA256_HEX,
} from '@studio/contracts/archive'
import { Hono } from 'hono'
import { applyImport } from '../../archive/apply'
import { prepareImport } from '../../archive/plan'
import { openArchive } from '../../archive/read'
import { ArchiveRefusal } from '../../archive/refusal'
import {
  dropStagedImport,
  keepStagedMediaVerdicts,
  putStagedMedia,
  putStagedPart,
  stagedSource,
  startStagedImport,
} from '../../archive/staging'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { bodyLimitOf, jsonBody } from '../../lib/validate'
import { archiveRefusal } from './archive-refusal'

/**
 * {prefix}/archive/imports: an archive imported in steps, each a request a Worker takes (its body is
 * at most 100 MB): POST the manifest, PUT each record file in parts, POST plan (a dry run: what
 * would change, any conflict, and the media files the studio lacks), PUT each missing media file,
 * POST apply. DELETE drops what was sent. The zip itself never reaches the server: the command line
 * or the admin reads it and sends its files.
 */
export function archiveImportRoutes(deps: AppDeps) {
  // What is sent waits in the archive store (never served); apply alone writes the studio's media.
  const { archiveStore: archive } = deps
  const app = new Hono<AdminEnv>()

  app.post('/', jsonBody(ImportStartBodySchema, ARCHIVE_LIMITS.manifestBytesMax), async (c) => {
    try {
      return c.json(await startStagedImport(archive, c.req.valid('json').manifest), 201)
    } catch (error) {
      return archiveRefusal(c, error)
    }
  })

  app.put(
    '/:id/files/:name',
    bodyLimitOf(ARCHIVE_LIMITS.partBytesMax, ARCHIVE_MESSAGES.importPartTooLarge),
    async (c) => {
      try {
        const part = Number(c.req.query('part') ?? '0')
        const bytes = new Uint8Array(await c.req.arrayBuffer())
        await putStagedPart(archive, c.req.param('id'), c.req.param('name'), part, bytes)
        return c.body(null, 204)
      } catch (error) {
        return archiveRefusal(c, error)
      }
    },
  )

  app.post('/:id/plan', jsonBody(ImportPlanBodySchema), async (c) => {
    try {
      const source = stagedSource(archive, c.req.param('id'))
      const opened = await openArchive(source)
      const prepared = await prepareImport(deps, opened, c.req.valid('json').replace)
      // The media records are checked now: the media files sent next are judged by them, not read again.
      await keepStagedMediaVerdicts(archive, c.req.param('id'), prepared.media.records)
      // The files the studio lacks that were not uploaded yet.
      const uploaded = (await source.uploadedMedia?.()) ?? new Set<string>()
      const missing = new Map(
        prepared.media.toWrite
          .filter((record) => !uploaded.has(record.sha256))
          .map((record) => [record.sha256, record.bytes]),
      )
      return c.json({
        plan: prepared.plan,
        missing_media: [...missing].map(([sha256, bytes]) => ({ sha256, bytes })),
      })
    } catch (error) {
      return archiveRefusal(c, error)
    }
  })

  app.put(
    '/:id/media/:sha256',
    bodyLimitOf(ARCHIVE_LIMITS.mediaFileBytesMax, ARCHIVE_MESSAGES.tooLarge('media')),
    async (c) => {
      try {
        const sha256 = c.req.param('sha256')
        if (!SHA256_HEX.test(sha256)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.mediaNotInArchive)
        await putStagedMedia(archive, c.req.param('id'), sha256, new Uint8Array(await c.req.arrayBuffer()))
        return c.body(null, 204)
      } catch (error) {
        return archiveRefusal(c, error)
      }
    },
  )

  app.post('/:id/apply', jsonBody(ImportApplyBodySchema), async (c) => {
    const id = c.req.param('id')
    const { replace, confirm } = c.req.valid('json')
    try {
      const opened = await openArchive(stagedSource(archive, id))
      const prepared = await prepareImport(deps, opened, replace)
      const result = await applyImport(deps, opened, prepared, {
        replace,
        confirm,
        actor: c.var.session.admin,
      })
      await dropStagedImport(archive, id)
      return c.json(result)
    } catch (error) {
      return archiveRefusal(c, error)
    }
  })

  app.delete('/:id', async (c) => {
    await dropStagedImport(archive, c.req.param('id'))
    return c.body(null, 204)
  })

  return app
}
