import {
  ARCHIVE_FILES,
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_LIMITS,
  ARCHIVE_MEDIA_DIR,
  ARCHIVE_MESSAGES,
  ARCHIVE_OLDEST_FORMAT_VERSION,
  type ArchiveFileEntry,
  type ArchiveManifest,
  ArchiveManifestSchema,
  requiredRecordFiles,
} from '@studio/contracts/archive'
import { isArchiveEntryName, maxBytesOf } from '@studio/contracts/archive-zip'
import type * as z from 'zod/mini'
import { decryptChunks, deriveArchiveKey } from './encryption'
import { createSha256 } from './hash'
import { ndjsonLines } from './ndjson'
import { recordRuleRefusal } from './record-rules'
import { ArchiveRefusal } from './refusal'
import type { ArchiveSource } from './source'
import { upgradeRecord } from './upgrade'

/**
 * Opening an archive: the manifest read and checked against the format and against what the source
 * holds, the passphrase turned into a key; then each record file read line by line, upgraded to
 * today's shape, validated, and checked against its size, SHA-256 and row count as it ends.
 */

export interface OpenedArchive {
  source: ArchiveSource
  manifest: ArchiveManifest
  /** The version the archive was written in (its records are upgraded from it as they are read). */
  version: number
  key: CryptoKey | null
}

function parseManifest(bytes: Uint8Array): ArchiveManifest {
  let raw: unknown
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes))
  } catch {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.manifestInvalid)
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== ARCHIVE_FORMAT) {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.notStudioArchive)
  }
  const version = (raw as { format_version?: unknown }).format_version
  if (typeof version === 'number' && Number.isInteger(version)) {
    if (version > ARCHIVE_FORMAT_VERSION) throw new ArchiveRefusal(ARCHIVE_MESSAGES.newerFormat(version))
    if (version < ARCHIVE_OLDEST_FORMAT_VERSION)
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.olderThanKnown(version))
  }
  const parsed = ArchiveManifestSchema.safeParse(raw)
  if (!parsed.success) throw new ArchiveRefusal(ARCHIVE_MESSAGES.manifestInvalid)
  return parsed.data
}

/** The files a manifest may list for its version, and the ones it must. */
function checkManifestFiles(manifest: ArchiveManifest) {
  const version = manifest.format_version
  const known = new Set([...requiredRecordFiles(version), ARCHIVE_FILES.contactMessages])
  let total = 0
  for (const [name, entry] of Object.entries(manifest.files)) {
    const isMedia = name.startsWith(ARCHIVE_MEDIA_DIR)
    if (!isArchiveEntryName(name) || name === ARCHIVE_FILES.manifest || (!isMedia && !known.has(name))) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.unexpectedEntry(name))
    }
    if (isMedia && entry.sha256 !== name.slice(ARCHIVE_MEDIA_DIR.length)) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.manifestInvalid)
    }
    if (entry.bytes > maxBytesOf(name)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.tooLarge(name))
    if (entry.encrypted && name !== ARCHIVE_FILES.contactMessages)
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.manifestInvalid)
    if (!isMedia && entry.rows === undefined) throw new ArchiveRefusal(ARCHIVE_MESSAGES.manifestInvalid)
    total += entry.bytes
  }
  if (total > ARCHIVE_LIMITS.totalBytesMax) throw new ArchiveRefusal(ARCHIVE_MESSAGES.totalTooLarge)
  for (const name of requiredRecordFiles(version)) {
    if (!manifest.files[name]) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(name))
  }
  if (manifest.enquiries !== Boolean(manifest.files[ARCHIVE_FILES.contactMessages])) {
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.manifestInvalid)
  }
  const encrypted = Object.values(manifest.files).some((entry) => entry.encrypted)
  if (encrypted !== Boolean(manifest.encryption)) throw new ArchiveRefusal(ARCHIVE_MESSAGES.manifestInvalid)
}

/** Every listed file is there and nothing else is (media only where the source carries them). */
async function checkSourceFiles(source: ArchiveSource, manifest: ArchiveManifest) {
  const present = await source.names()
  for (const name of present) {
    if (!manifest.files[name]) throw new ArchiveRefusal(ARCHIVE_MESSAGES.unlistedFile(name))
  }
  for (const name of Object.keys(manifest.files)) {
    const isMedia = name.startsWith(ARCHIVE_MEDIA_DIR)
    if ((!isMedia || (source.mediaListed && source.mediaHeld)) && !present.has(name)) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(name))
    }
  }
}

/** A file's stored bytes, checked against the manifest's size and SHA-256 as the last one passes. */
export async function* checkedBytes(
  source: ArchiveSource,
  name: string,
  entry: ArchiveFileEntry,
): AsyncGenerator<Uint8Array> {
  const hash = createSha256()
  let bytes = 0
  for await (const chunk of source.open(name, entry.bytes)) {
    bytes += chunk.byteLength
    if (bytes > entry.bytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.checksum(name))
    hash.update(chunk)
    yield chunk
  }
  if (bytes !== entry.bytes || hash.hex() !== entry.sha256)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.checksum(name))
}

/** Reads a file only to check it (the encrypted enquiries, before a wrong key could be blamed for damage). */
async function verifyFile(source: ArchiveSource, name: string, entry: ArchiveFileEntry) {
  for await (const _ of checkedBytes(source, name, entry)) {
    // Reading is the check.
  }
}

/** A manifest's bytes, parsed and checked against the format (not yet against any files). */
export function readManifest(bytes: Uint8Array): ArchiveManifest {
  const manifest = parseManifest(bytes)
  checkManifestFiles(manifest)
  return manifest
}

export async function openArchive(source: ArchiveSource, passphrase?: string | null): Promise<OpenedArchive> {
  const bytes = await source.manifest()
  if (!bytes) throw new ArchiveRefusal(ARCHIVE_MESSAGES.notStudioArchive)
  const manifest = readManifest(bytes)
  await checkSourceFiles(source, manifest)
  let key: CryptoKey | null = null
  const encryptedEntry = manifest.files[ARCHIVE_FILES.contactMessages]
  if (manifest.encryption && encryptedEntry?.encrypted) {
    if (!passphrase) throw new ArchiveRefusal(ARCHIVE_MESSAGES.passphraseNeeded)
    await verifyFile(source, ARCHIVE_FILES.contactMessages, encryptedEntry)
    key = await deriveArchiveKey(passphrase, manifest.encryption)
  }
  return { source, manifest, version: manifest.format_version, key }
}

function fieldOf(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  const path = issue?.path.map(String).join('.')
  return path ? `field ${path}` : 'not a record'
}

export interface ArchiveRecord<T> {
  line: number
  record: T
}

/**
 * The records of one file, in today's shape, each also checked against the admin's rules for what
 * it may hold (record-rules.ts), so whatever reads an archive (a plan, the command line's check)
 * refuses a hostile record before anything is written. A file the archive's version did not have yields
 * nothing. The size, SHA-256 and row count are checked when the file ends, so only a caller that
 * reads to the end may write what it read (plan first, then apply).
 */
export async function* readRecords<T>(
  opened: OpenedArchive,
  name: string,
  schema: z.ZodMiniType<T>,
): AsyncGenerator<ArchiveRecord<T>> {
  const entry = opened.manifest.files[name]
  if (!entry) return
  let rows = 0
  for await (const { line, value } of ndjsonLines(plainBytes(opened, name), name)) {
    rows++
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.badRecord(name, line, 'not a record'))
    }
    const parsed = schema.safeParse(upgradeRecord(opened.version, name, value as Record<string, unknown>))
    if (!parsed.success)
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.badRecord(name, line, fieldOf(parsed.error)))
    const refused = recordRuleRefusal(name, parsed.data)
    if (refused)
      throw new ArchiveRefusal(ARCHIVE_MESSAGES.recordRefused(name, line, refused.field, refused.reason))
    yield { line, record: parsed.data }
  }
  if (entry.rows !== undefined && rows !== entry.rows)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.rowCount(name))
}

/** A record file's text as bytes, decrypted where it is encrypted, checked against the manifest as it ends. */
export function plainBytes(opened: OpenedArchive, name: string): AsyncIterable<Uint8Array> {
  const entry = opened.manifest.files[name]
  if (!entry) throw new ArchiveRefusal(ARCHIVE_MESSAGES.missingFile(name))
  const chunks = checkedBytes(opened.source, name, entry)
  if (!entry.encrypted) return chunks
  if (!opened.key || !opened.manifest.encryption) throw new ArchiveRefusal(ARCHIVE_MESSAGES.passphraseNeeded)
  return decryptChunks(chunks, opened.key, opened.manifest.encryption, name)
}

/** Every record of a small file (the content kinds; never the enquiries), in memory. */
export async function readAllRecords<T>(opened: OpenedArchive, name: string, schema: z.ZodMiniType<T>) {
  const records: ArchiveRecord<T>[] = []
  for await (const record of readRecords(opened, name, schema)) records.push(record)
  return records
}
