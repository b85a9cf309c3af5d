import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { type AdminClient, createAdminClient } from '@studio/contracts/admin-client'
import {
  ARCHIVE_FILES,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_MESSAGES,
  type ArchiveManifest,
} from '@studio/contracts/archive'
import { concatBytes } from '../archive/bytes'
import { createSha256 } from '../archive/hash'
import { openArchiveFile } from '../archive/node-file'
import { type OpenedArchive, openArchive, plainBytes } from '../archive/read'
import { ArchiveRefusal } from '../archive/refusal'
import { verifyArchive } from '../archive/verify'
import type { StudioArgs } from './args'
import { askConfirmation, type CliIo, summaryOf } from './io'
import { planText, resultText } from './plan-text'

/**
 * Export and import through a running studio's admin API, signed in with an administrator's token:
 * how a laptop's studio moves to the deployed one without database or bucket credentials. The zip
 * is read here (and an encrypted one opened here: its passphrase never leaves the machine); the
 * studio gets the manifest, the record files in parts, then only the media files it lacks.
 */

export interface RemoteTarget {
  /** The API's origin, e.g. https://api.studio.example */
  api: string
  prefix: string
  token: string
}

/** The admin panel's own client, signed in with the token; a redirect is refused, never followed. */
function clientFor(target: RemoteTarget): AdminClient {
  return createAdminClient({
    apiUrl: target.api,
    prefix: target.prefix,
    getToken: () => target.token,
    fetcher: fetch,
    redirect: 'error',
  })
}

/** The manifest the studio is sent: an encrypted file is sent opened, so it is described as it is sent. */
async function manifestToSend(opened: OpenedArchive): Promise<ArchiveManifest> {
  const { encryption: _encryption, ...manifest } = opened.manifest
  const entry = manifest.files[ARCHIVE_FILES.contactMessages]
  if (!entry?.encrypted) return opened.manifest
  const hash = createSha256()
  let bytes = 0
  for await (const chunk of plainBytes(opened, ARCHIVE_FILES.contactMessages)) {
    hash.update(chunk)
    bytes += chunk.byteLength
  }
  return {
    ...manifest,
    files: {
      ...manifest.files,
      [ARCHIVE_FILES.contactMessages]: { sha256: hash.hex(), bytes, rows: entry.rows },
    },
  }
}

async function sendFile(
  client: AdminClient,
  id: string,
  opened: OpenedArchive,
  name: string,
  partBytes: number,
) {
  let part = 0
  let pending: Uint8Array[] = []
  let size = 0
  const send = async () => {
    await client.sendImportPart(id, name, part++, new Blob([concatBytes(pending)]))
    pending = []
    size = 0
  }
  for await (const chunk of plainBytes(opened, name)) {
    let rest = chunk
    while (size + rest.byteLength > partBytes) {
      const room = partBytes - size
      pending.push(rest.subarray(0, room))
      size += room
      rest = rest.subarray(room)
      await send()
    }
    pending.push(rest)
    size += rest.byteLength
  }
  // Every file sends at least one part, an empty file an empty one.
  if (size > 0 || part === 0) await send()
}

async function remoteExport(client: AdminClient, args: StudioArgs, passphrase: string | null, io: CliIo) {
  if (passphrase && !args.withEnquiries) throw new ArchiveRefusal(ARCHIVE_MESSAGES.passphraseWithoutEnquiries)
  const { body } = await client.streamArchiveExport(
    passphrase ? { enquiries: true, passphrase } : { enquiries: args.withEnquiries },
  )
  const partial = `${args.file}.partial`
  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), createWriteStream(partial))
    // A download that broke off has no central directory: opening it says so.
    const source = await openArchiveFile(partial)
    const opened = await openArchive(source, passphrase).finally(() => source.close())
    const rows = Object.fromEntries(Object.entries(opened.manifest.files).map(([name, e]) => [name, e.rows]))
    const media = Object.keys(opened.manifest.files).filter((name) =>
      name.startsWith(ARCHIVE_MEDIA_DIR),
    ).length
    await rename(partial, args.file)
    io.out(`Wrote ${args.file}: ${summaryOf(rows, media)}.`)
    return 0
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

async function remoteImport(client: AdminClient, args: StudioArgs, passphrase: string | null, io: CliIo) {
  const source = await openArchiveFile(args.file)
  try {
    const opened = await openArchive(source, passphrase)
    await verifyArchive(opened)
    const start = await client.startImport(await manifestToSend(opened))
    try {
      for (const file of start.files)
        await sendFile(client, start.id, opened, file.name, start.part_bytes_max)
      const { plan, missing_media } = await client.planImport(start.id, args.replace)
      for (const line of planText(plan)) io.out(line)
      if (args.dryRun) {
        io.out('Dry run: nothing was written.')
        return 0
      }
      if (plan.conflicts.length > 0)
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.conflicts(plan.conflicts.length), 409)
      const confirm = plan.confirmation ? await askConfirmation(io, plan.deletions, plan.confirmation) : null
      if (plan.confirmation && confirm !== plan.confirmation) {
        throw new ArchiveRefusal(ARCHIVE_MESSAGES.confirmation(plan.confirmation))
      }
      for (const { sha256 } of missing_media) {
        const bytes = await source.media(sha256)
        if (!bytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(`${ARCHIVE_MEDIA_DIR}${sha256}`))
        await client.sendImportMedia(start.id, sha256, new Blob([bytes]))
      }
      const result = await client.applyImport(start.id, {
        replace: args.replace,
        ...(confirm ? { confirm } : {}),
      })
      io.out(resultText(result))
      return 0
    } finally {
      // Gone after apply already; after a dry run or a refusal, nothing sent is left waiting.
      await client.dropImport(start.id).catch(() => undefined)
    }
  } finally {
    await source.close()
  }
}

export async function runRemote(
  args: StudioArgs,
  target: RemoteTarget,
  passphrase: string | null,
  io: CliIo,
) {
  const client = clientFor(target)
  return args.command === 'export'
    ? remoteExport(client, args, passphrase, io)
    : remoteImport(client, args, passphrase, io)
}
