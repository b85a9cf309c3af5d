import { ARCHIVE_MESSAGES, ImportApplyBodySchema, ImportPlanBodySchema } from '@studio/contracts/archive'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { applyImport } from '../../archive/apply'
import { ARCHIVE_AUDIT } from '../../archive/audit'
import { openBackupForDownload, writeBackupDownload } from '../../archive/backup-download'
import { listBackups, openBackup, writeBackup } from '../../archive/backups'
import { prepareImport } from '../../archive/plan'
import { openArchive } from '../../archive/read'
import { ArchiveRefusal } from '../../archive/refusal'
import { auditInsert } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { logError, routeOf } from '../../lib/log'
import { jsonBody } from '../../lib/validate'
import { archiveRefusal } from './archive-refusal'

const BackupNowBodySchema = z.strictObject({
  enquiries: z._default(z.boolean({ error: 'enquiries must be true or false.' }), false),
})

/**
 * {prefix}/archive/backups: the daily backups (newest first), one made now, one downloaded (with its
 * media inside: a complete archive), and a restore that is the same import as any archive's: plan
 * (a dry run), then apply. The backups live in the archive store, which nothing serves: this
 * download, behind the admin session, is the only way out.
 */
export function archiveBackupRoutes(deps: AppDeps) {
  const { archiveStore: archive, db, config } = deps
  const app = new Hono<AdminEnv>()

  app.get('/', async (c) => c.json(await listBackups(archive)))

  app.get('/:name', async (c) => {
    const name = c.req.param('name')
    let opened: Awaited<ReturnType<typeof openBackupForDownload>>
    try {
      opened = await openBackupForDownload(archive, name)
    } catch (error) {
      if (error instanceof ArchiveRefusal && error.message === ARCHIVE_MESSAGES.backupNotFound)
        return c.json({ error: error.message }, 404)
      return archiveRefusal(c, error)
    }
    // A download carries the studio's data out (the enquiries too, when the backups hold them).
    try {
      await auditInsert(db, {
        actor: c.var.session.admin,
        action: ARCHIVE_AUDIT.export,
        targetType: ARCHIVE_AUDIT.target,
        targetId: null,
        changes: { backup: { old: null, new: name } },
        at: config.now(),
      })
    } catch (error) {
      await opened.source.close()
      throw error
    }
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
    deps.defer(
      c,
      writeBackupDownload(opened, writable, config.now()).catch((error) =>
        logError('archive.backup_download_failed', { route: routeOf(c), cause: error }),
      ),
    )
    c.header('Content-Type', 'application/zip')
    c.header('Content-Disposition', `attachment; filename="${name}"`)
    c.header('Cache-Control', 'private, no-store')
    return c.body(readable)
  })

  app.post('/', jsonBody(BackupNowBodySchema), async (c) =>
    c.json({ name: (await writeBackup(deps, { enquiries: c.req.valid('json').enquiries })).name }, 201),
  )

  app.post('/:name/plan', jsonBody(ImportPlanBodySchema), async (c) => {
    try {
      const source = await openBackup(archive, c.req.param('name'))
      try {
        const prepared = await prepareImport(deps, await openArchive(source), c.req.valid('json').replace)
        return c.json({ plan: prepared.plan, missing_media: [] })
      } finally {
        await source.close()
      }
    } catch (error) {
      return archiveRefusal(c, error)
    }
  })

  app.post('/:name/apply', jsonBody(ImportApplyBodySchema), async (c) => {
    const { replace, confirm } = c.req.valid('json')
    try {
      const source = await openBackup(archive, c.req.param('name'))
      try {
        const opened = await openArchive(source)
        const prepared = await prepareImport(deps, opened, replace)
        return c.json(
          await applyImport(deps, opened, prepared, { replace, confirm, actor: c.var.session.admin }),
        )
      } finally {
        await source.close()
      }
    } catch (error) {
      return archiveRefusal(c, error)
    }
  })

  return app
}
