import { ImportApplyBodySchema, ImportPlanBodySchema } from '@studio/contracts/archive'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { applyImport } from '../../archive/apply'
import { listBackups, openBackup, writeBackup } from '../../archive/backups'
import { prepareImport } from '../../archive/plan'
import { openArchive } from '../../archive/read'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'
import { archiveRefusal } from './archive-refusal'

const BackupNowBodySchema = z.strictObject({
  enquiries: z._default(z.boolean({ error: 'enquiries must be true or false.' }), false),
})

/**
 * {prefix}/archive/backups: the daily backups (newest first), one made now, and a restore that is
 * the same import as any archive's: plan (a dry run), then apply.
 */
export function archiveBackupRoutes(deps: AppDeps) {
  const { media } = deps
  const app = new Hono<AdminEnv>()

  app.get('/', async (c) => c.json(await listBackups(media)))

  app.post('/', jsonBody(BackupNowBodySchema), async (c) =>
    c.json({ name: await writeBackup(deps, { enquiries: c.req.valid('json').enquiries }) }, 201),
  )

  app.post('/:name/plan', jsonBody(ImportPlanBodySchema), async (c) => {
    try {
      const source = await openBackup(media, c.req.param('name'))
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
      const source = await openBackup(media, c.req.param('name'))
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
