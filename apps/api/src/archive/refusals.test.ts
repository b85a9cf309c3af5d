import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ARCHIVE_FORMAT_VERSION, ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { checkEntries, type ZipEntry } from '@studio/contracts/archive-zip'
import { beforeAll, describe, expect, it } from 'vitest'
import { changedManifest, fillStudio, writeZip, zipEntries } from '../test-support/archive-studio'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { COMMAND_LINE_ACTOR } from './audit'
import { importArchive } from './import'
import { openArchiveFile, writeArchiveFile } from './node-file'

/**
 * Every damaged, foreign or hostile archive is refused with its one-line reason before anything is
 * written: the studio exports the same records and holds the same media files afterwards.
 */

let source: TestApp
let target: TestApp
let good: string
let entries: Map<string, Uint8Array>

/** The target's record files (the manifest's time aside) and its media folder's listing. */
async function stateOf(t: TestApp) {
  const file = join(t.dir, `state-${Math.random()}.zip`)
  await writeArchiveFile(t.deps, file, { enquiries: true })
  const all = await zipEntries(file)
  all.delete('manifest.json')
  return all
}

async function refusal(path: string, passphrase?: string) {
  try {
    await importArchive(target.deps, await openArchiveFile(path), {
      replace: true,
      confirm: 'anything',
      passphrase,
      actor: COMMAND_LINE_ACTOR,
    })
    return 'imported'
  } catch (error) {
    return (error as Error).message
  }
}

const variant = async (name: string, change: (entries: Map<string, Uint8Array>) => void) => {
  const copy = new Map(entries)
  change(copy)
  const path = join(source.dir, `${name}.zip`)
  await writeZip(path, copy)
  return path
}

/** Sets a 32-bit field of every central directory record of `name` (offset from the record's start). */
function patchCentralDirectory(bytes: Uint8Array, name: string, offset: number, value: number) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const encoded = new TextEncoder().encode(name)
  for (let i = 0; i + 46 < bytes.byteLength; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue
    const length = view.getUint16(i + 28, true)
    const found = new TextDecoder().decode(bytes.subarray(i + 46, i + 46 + length))
    if (length === encoded.byteLength && found === name) view.setUint32(i + offset, value, true)
  }
}

beforeAll(async () => {
  // No variants: what is refused is the archive's structure, and making them cost most of this set-up.
  source = await createTestApp({ images: null })
  await fillStudio(source)
  good = join(source.dir, 'good.zip')
  await writeArchiveFile(source.deps, good, { enquiries: true })
  entries = await zipEntries(good)
  target = await createTestApp({ images: null })
  await fillStudio(target, { enquiries: 7 })
})

describe('refused archives', () => {
  it('refuses each damaged or hostile archive with its reason and leaves the studio unchanged', async () => {
    const before = await stateOf(target)
    const firstMedia = [...entries.keys()].find((name) => name.startsWith('media/')) ?? ''
    const bytes = readFileSync(good)

    const truncated = join(source.dir, 'truncated.zip')
    writeFileSync(truncated, bytes.subarray(0, bytes.byteLength - 200))
    expect(await refusal(truncated)).toBe(ARCHIVE_MESSAGES.notZip)

    const declared = join(source.dir, 'declared.zip')
    const patched = Buffer.from(bytes)
    // 24: the uncompressed size: 2 GB declared for the enquiries.
    patchCentralDirectory(patched, 'contact_messages.ndjson', 24, 2 ** 31)
    writeFileSync(declared, patched)
    expect(await refusal(declared)).toBe(ARCHIVE_MESSAGES.tooLarge('contact_messages.ndjson'))

    const cases: Array<[string, (copy: Map<string, Uint8Array>) => void, string]> = [
      [
        'checksum',
        (copy) =>
          copy.set(
            'projects.ndjson',
            new TextEncoder().encode(
              `${new TextDecoder().decode(copy.get('projects.ndjson')).replace('Harbourline', 'Harbourlime')}`,
            ),
          ),
        ARCHIVE_MESSAGES.checksum('projects.ndjson'),
      ],
      ['missing', (copy) => copy.delete(firstMedia), ARCHIVE_MESSAGES.missingFile(firstMedia)],
      ['no-manifest', (copy) => copy.delete('manifest.json'), ARCHIVE_MESSAGES.notStudioArchive],
      ['dot-dot', (copy) => copy.set('../../x', new Uint8Array([1])), ARCHIVE_MESSAGES.unsafeName('../../x')],
      [
        'absolute',
        (copy) => copy.set('/etc/passwd', new Uint8Array([1])),
        ARCHIVE_MESSAGES.unsafeName('/etc/passwd'),
      ],
      [
        'backslash',
        (copy) => copy.set('media\\x', new Uint8Array([1])),
        ARCHIVE_MESSAGES.unsafeName('media\\x'),
      ],
      [
        'unknown',
        (copy) => copy.set('notes.txt', new Uint8Array([1])),
        ARCHIVE_MESSAGES.unexpectedEntry('notes.txt'),
      ],
      [
        'bomb',
        // 64 MiB of zeros deflate to about 64 KB: a ratio no studio's files have.
        (copy) => copy.set('contact_messages.ndjson', new Uint8Array(64 * 1024 * 1024)),
        ARCHIVE_MESSAGES.tooLarge('contact_messages.ndjson'),
      ],
      [
        'newer',
        (copy) =>
          copy.set(
            'manifest.json',
            changedManifest(copy, (m) => (m.format_version = ARCHIVE_FORMAT_VERSION + 1)),
          ),
        ARCHIVE_MESSAGES.newerFormat(ARCHIVE_FORMAT_VERSION + 1),
      ],
      [
        'rows',
        (copy) =>
          copy.set(
            'manifest.json',
            changedManifest(copy, (m) => {
              m.files['projects.ndjson']!.rows = 4
            }),
          ),
        ARCHIVE_MESSAGES.rowCount('projects.ndjson'),
      ],
      [
        'unlisted',
        (copy) =>
          copy.set(
            'manifest.json',
            changedManifest(copy, (m) => delete m.files[firstMedia]),
          ),
        ARCHIVE_MESSAGES.unlistedFile(firstMedia),
      ],
    ]
    for (const [name, change, message] of cases) {
      expect(await refusal(await variant(name, change)), name).toBe(message)
    }
    const after = await stateOf(target)
    expect([...after.keys()]).toEqual([...before.keys()])
    for (const [name, content] of before)
      expect(Buffer.from(after.get(name) ?? []).equals(Buffer.from(content)), name).toBe(true)
  })

  it('refuses more entries than the format allows from the directory alone, before reading any', () => {
    const entry = {
      filename: 'media/0',
      directory: false,
      encrypted: false,
      uncompressedSize: 1,
      compressedSize: 1,
    }
    const many = Array.from({ length: ARCHIVE_LIMITS.entriesMax + 1 }, (_, i) => ({
      ...entry,
      filename: `media/${i.toString(16).padStart(64, '0')}`,
    }))
    expect(() => checkEntries(many as unknown as ZipEntry[])).toThrow(ARCHIVE_MESSAGES.tooManyEntries)
    expect(() => checkEntries(many.slice(0, 10) as unknown as ZipEntry[])).not.toThrow()
  })
})
