import type { ImportPlan, ImportResult } from '@studio/contracts/archive'
import type { AuditActor } from '../audit/record'
import type { AppDeps } from '../deps'
import { applyImport } from './apply'
import { prepareImport } from './plan'
import { openArchive } from './read'
import type { ArchiveSource } from './source'

/**
 * An import from any source: plan (which reads and checks every file), then, unless it is a dry run,
 * apply. Every refusal is an ArchiveRefusal thrown before the first write.
 */

export interface ImportOptions {
  replace: boolean
  /** The typed confirmation replace needs when it deletes (the plan's `confirmation`). */
  confirm?: string | null
  passphrase?: string | null
  actor: AuditActor | null
}

export async function planArchiveImport(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  source: ArchiveSource,
  options: Pick<ImportOptions, 'replace' | 'passphrase'>,
): Promise<ImportPlan> {
  const opened = await openArchive(source, options.passphrase)
  return (await prepareImport(deps, opened, options.replace)).plan
}

export async function importArchive(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  source: ArchiveSource,
  options: ImportOptions,
): Promise<ImportResult> {
  const opened = await openArchive(source, options.passphrase)
  const prepared = await prepareImport(deps, opened, options.replace)
  return applyImport(deps, opened, prepared, options)
}
