import {
  ARCHIVE_FORMAT,
  type ArchiveExportBody,
  ArchiveExportBodySchema,
  ArchiveExportQuerySchema,
} from '@studio/contracts/archive'
import { type Context, Hono } from 'hono'
import { ARCHIVE_AUDIT } from '../../archive/audit'
import { WORKER_KDF_ITERATIONS } from '../../archive/encryption'
import { writeArchive } from '../../archive/export'
import { ArchiveRefusal } from '../../archive/refusal'
import { auditInsert } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { logError, routeOf } from '../../lib/log'
import { jsonBody, queryParams } from '../../lib/validate'
import { archiveBackupRoutes } from './archive-backups'
import { archiveImportRoutes } from './archive-import'
import { archiveRefusal } from './archive-refusal'

/**
 * {prefix}/archive: the studio archive (docs/decisions/0015). Export streams a zip as it is written;
 * import comes in steps (archive-import.ts); daily backups are listed, made and restored
 * (archive-backups.ts).
 */

export function archiveRoutes(deps: AppDeps) {
  const { db, config } = deps
  const app = new Hono<AdminEnv>()

  const download = async (c: Context<AdminEnv>, body: ArchiveExportBody) => {
    const encrypted = Boolean(body.passphrase)
    if (encrypted && !body.enquiries)
      return archiveRefusal(c, new ArchiveRefusal('Only an archive with the enquiries is encrypted.'))
    // An export writes nothing, so its audit row stands alone, recorded before the download starts.
    await auditInsert(db, {
      actor: c.var.session.admin,
      action: ARCHIVE_AUDIT.export,
      targetType: ARCHIVE_AUDIT.target,
      targetId: null,
      changes: { enquiries: { old: null, new: body.enquiries }, encrypted: { old: null, new: encrypted } },
      at: config.now(),
    })
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
    const writing = writeArchive(deps, writable, {
      enquiries: body.enquiries,
      passphrase: body.passphrase ?? null,
      // A Worker's WebCrypto derives with at most 100,000 PBKDF2 iterations.
      kdfIterations: WORKER_KDF_ITERATIONS,
    })
    // A failure mid-stream breaks the download (a zip without its directory is refused on import).
    deps.defer(
      c,
      writing.catch((error) => logError('archive.export_failed', { route: routeOf(c), cause: error })),
    )
    c.header('Content-Type', 'application/zip')
    c.header(
      'Content-Disposition',
      `attachment; filename="${ARCHIVE_FORMAT}-${config.now().toISOString().slice(0, 10)}.zip"`,
    )
    c.header('Cache-Control', 'no-store')
    return c.body(readable)
  }

  app.get('/export', queryParams(ArchiveExportQuerySchema), async (c) =>
    download(c, { enquiries: c.req.valid('query').enquiries === '1' }),
  )
  // The passphrase of an encrypted download travels in the body, never in the address (logs keep addresses).
  app.post('/export', jsonBody(ArchiveExportBodySchema), async (c) => download(c, c.req.valid('json')))

  app.route('/imports', archiveImportRoutes(deps))
  app.route('/backups', archiveBackupRoutes(deps))
  return app
}
