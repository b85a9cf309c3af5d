import { ARCHIVE_MEDIA_DIR, ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { applyImport } from '../archive/apply'
import { ARCHIVE_AUDIT, COMMAND_LINE_ACTOR } from '../archive/audit'
import { LOCAL_KDF_ITERATIONS } from '../archive/encryption'
import { openArchiveFile, writeArchiveFile } from '../archive/node-file'
import { prepareImport } from '../archive/plan'
import { openArchive } from '../archive/read'
import { ArchiveRefusal } from '../archive/refusal'
import { auditInsert } from '../audit/record'
import type { NodeConfig } from '../config'
import { migrateNodeDatabase, openNodeDatabase } from '../db/open-node'
import { createFolderMediaStore } from '../media/folder-store'
import type { StudioArgs } from './args'
import { askConfirmation, type CliIo, summaryOf } from './io'
import { planText, resultText } from './plan-text'

/**
 * Export and import on the studio's own database and media folder (DATABASE_URL, MEDIA_DIR). Neither
 * touches the archive folder (ARCHIVE_DIR): an archive file is read and written where the command says.
 */
export async function runLocal(args: StudioArgs, config: NodeConfig, passphrase: string | null, io: CliIo) {
  const { client, db } = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken)
  try {
    // An empty database (a restore onto a new machine) takes the archive like any other.
    await migrateNodeDatabase(db)
    const deps = { db, media: createFolderMediaStore(config.mediaDir), config: config.app }

    if (args.command === 'export') {
      if (passphrase && !args.withEnquiries)
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.passphraseWithoutEnquiries)
      const manifest = await writeArchiveFile(deps, args.file, {
        enquiries: args.withEnquiries,
        passphrase,
        kdfIterations: LOCAL_KDF_ITERATIONS,
      })
      await auditInsert(db, {
        actor: COMMAND_LINE_ACTOR,
        action: ARCHIVE_AUDIT.export,
        targetType: ARCHIVE_AUDIT.target,
        targetId: null,
        changes: {
          enquiries: { old: null, new: args.withEnquiries },
          encrypted: { old: null, new: Boolean(passphrase) },
        },
        at: config.app.now(),
      })
      const rows = Object.fromEntries(
        Object.entries(manifest.files).map(([name, entry]) => [name, entry.rows]),
      )
      const media = Object.keys(manifest.files).filter((name) => name.startsWith(ARCHIVE_MEDIA_DIR)).length
      io.out(`Wrote ${args.file}: ${summaryOf(rows, media)}.`)
      return 0
    }

    const source = await openArchiveFile(args.file)
    try {
      const opened = await openArchive(source, passphrase)
      const prepared = await prepareImport(deps, opened, args.replace)
      for (const line of planText(prepared.plan)) io.out(line)
      if (args.dryRun) {
        io.out('Dry run: nothing was written.')
        return 0
      }
      const { plan } = prepared
      if (plan.conflicts.length > 0)
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.conflicts(plan.conflicts.length), 409)
      const confirm = plan.confirmation ? await askConfirmation(io, plan.deletions, plan.confirmation) : null
      const result = await applyImport(deps, opened, prepared, {
        replace: args.replace,
        confirm,
        actor: COMMAND_LINE_ACTOR,
      })
      io.out(resultText(result))
      return 0
    } finally {
      await source.close()
    }
  } finally {
    client.close()
  }
}
