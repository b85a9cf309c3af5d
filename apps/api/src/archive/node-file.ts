import { createWriteStream, openAsBlob } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { Writable } from 'node:stream'
import type { ArchiveManifest } from '@studio/contracts/archive'
import type { AppDeps } from '../deps'
import { type ExportOptions, writeArchive } from './export'
import { type ArchiveSource, openZipSource } from './source'

/** Archives as files on disk (the command line, the benchmark, the tests). */

/** A zip file read with random access: only the parts asked for are read. */
export async function openArchiveFile(path: string): Promise<ArchiveSource> {
  return openZipSource(await openAsBlob(path))
}

/** Writes beside the target and renames when complete, so a failed export never leaves a zip that looks whole. */
export async function writeArchiveFile(
  deps: Pick<AppDeps, 'db' | 'media' | 'config'>,
  path: string,
  options: ExportOptions,
): Promise<ArchiveManifest> {
  const partial = `${path}.partial`
  const sink = Writable.toWeb(createWriteStream(partial)) as WritableStream<Uint8Array>
  try {
    const manifest = await writeArchive(deps, sink, options)
    await rename(partial, path)
    return manifest
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}
