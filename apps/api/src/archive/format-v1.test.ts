import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillStudio, writeZip, zipEntries } from '../test-support/archive-studio'
import { createTestApp } from '../test-support/test-app'
import { COMMAND_LINE_ACTOR } from './audit'
import { importArchive } from './import'
import { openArchiveFile, writeArchiveFile } from './node-file'

/** An archive as the previous format wrote it: no cover alt texts, no cover records file. */
async function asFormat1(path: string, out: string) {
  const entries = await zipEntries(path)
  const manifest = JSON.parse(new TextDecoder().decode(entries.get('manifest.json')))
  entries.delete('media_covers.ndjson')
  delete manifest.files['media_covers.ndjson']
  for (const name of ['projects.ndjson', 'work_items.ndjson']) {
    const lines = new TextDecoder()
      .decode(entries.get(name))
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const { cover_alt: _alt, cover_alt_ar: _altAr, ...record } = JSON.parse(line)
        return `${JSON.stringify(record)}\n`
      })
    const bytes = new TextEncoder().encode(lines.join(''))
    entries.set(name, bytes)
    manifest.files[name] = {
      ...manifest.files[name],
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.byteLength,
    }
  }
  manifest.format_version = 1
  entries.set('manifest.json', new TextEncoder().encode(JSON.stringify(manifest)))
  await writeZip(out, entries)
}

describe('an archive of format 1', () => {
  it('is upgraded on the way in: its items come without cover alt text, and nothing else is lost', async () => {
    const source = await createTestApp()
    await fillStudio(source)
    const current = join(source.dir, 'v2.zip')
    await writeArchiveFile(source.deps, current, { enquiries: true })
    const old = join(source.dir, 'v1.zip')
    await asFormat1(current, old)

    const target = await createTestApp()
    const result = await importArchive(target.deps, await openArchiveFile(old), {
      replace: false,
      actor: COMMAND_LINE_ACTOR,
    })
    expect(result.plan.archive.format_version).toBe(1)
    expect(result.plan.kinds.projects?.create).toBe(3)
    expect(result.plan.kinds.media_covers).toEqual({ create: 0, update: 0, unchanged: 0, delete: 0 })
    const rows = (await target.client.execute('SELECT title, cover_alt FROM projects ORDER BY id')).rows
    expect(rows.map((row) => [row.title, row.cover_alt])).toEqual([
      ['Harbourline', null],
      ['Fernway', null],
      ['Lumen', null],
    ])
    expect((await target.client.execute('SELECT count(*) AS n FROM contact_messages')).rows[0]?.n).toBe(3)
  })
})
