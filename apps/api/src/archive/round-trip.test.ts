import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ARCHIVE_FILES } from '@studio/contracts/archive'
import { describe, expect, it } from 'vitest'
import { fillStudio, zipEntries } from '../test-support/archive-studio'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { COMMAND_LINE_ACTOR } from './audit'
import { importArchive } from './import'
import { openArchiveFile, writeArchiveFile } from './node-file'

function mediaFiles(t: TestApp): Map<string, number> {
  const files = new Map<string, number>()
  for (const name of readdirSync(t.mediaDir, { recursive: true }) as string[]) {
    const path = join(t.mediaDir, name)
    if (statSync(path).isFile()) files.set(name, statSync(path).mtimeMs)
  }
  return files
}

const rowCounts = async (t: TestApp) =>
  Object.fromEntries(
    await Promise.all(
      [
        'projects',
        'work_items',
        'work_item_slug_history',
        'site_content_drafts',
        'site_content_published',
        'site_content_revisions',
        'media_covers',
        'contact_messages',
      ].map(async (table) => [
        table,
        (await t.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n,
      ]),
    ),
  )

/** A filled studio's archive (enquiries included) imported into an empty studio, which can import it again. */
async function importedStudio() {
  const source = await createTestApp()
  await fillStudio(source)
  const file = join(source.dir, 'studio.zip')
  await writeArchiveFile(source.deps, file, { enquiries: true })
  const target = await createTestApp()
  const importAgain = async () =>
    importArchive(target.deps, await openArchiveFile(file), { replace: false, actor: COMMAND_LINE_ACTOR })
  await importAgain()
  return { target, importAgain }
}

describe('archive round trip', () => {
  it('exports a studio, imports it into an empty one with another media address, and exports the same record files and media', async () => {
    const source = await createTestApp()
    await fillStudio(source, { enquiries: 1200 })
    const first = join(source.dir, 'first.zip')
    const manifest = await writeArchiveFile(source.deps, first, { enquiries: true })
    const rows = Object.fromEntries(Object.entries(manifest.files).map(([name, entry]) => [name, entry.rows]))
    expect(rows).toMatchObject({
      'projects.ndjson': 3,
      'work_items.ndjson': 2,
      'site_content.ndjson': 2,
      // Each language's starting copy and its publish.
      'site_content_revisions.ndjson': 4,
      'settings.ndjson': 3,
      'media_covers.ndjson': 2,
      'contact_messages.ndjson': 1200,
    })
    expect(
      Object.keys(manifest.files).filter((name) => name.startsWith('media/')).length,
    ).toBeGreaterThanOrEqual(2)

    const target = await createTestApp({ config: { publicMediaBaseUrl: 'https://studio.example/media' } })
    const result = await importArchive(target.deps, await openArchiveFile(first), {
      replace: false,
      actor: COMMAND_LINE_ACTOR,
    })
    expect(result.plan.conflicts).toEqual([])
    expect(result.plan.kinds.projects).toEqual({ create: 3, update: 0, unchanged: 0, delete: 0 })
    expect(result.plan.kinds.contact_messages).toEqual({ create: 1200, update: 0, unchanged: 0, delete: 0 })

    const second = join(target.dir, 'second.zip')
    await writeArchiveFile(target.deps, second, { enquiries: true })
    const a = await zipEntries(first)
    const b = await zipEntries(second)
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
    for (const [name, bytes] of a) {
      if (name === ARCHIVE_FILES.manifest) continue
      expect(Buffer.from(b.get(name) ?? []).equals(Buffer.from(bytes)), name).toBe(true)
    }
    expect(new TextDecoder().decode(b.get(ARCHIVE_FILES.workItems))).toContain(
      '"slug_history":[{"slug":"quarry-logistics"',
    )
    // The same covers, stored by key, shown under the target's media address.
    const [project] = (
      await target.client.execute(
        'SELECT cover_key, cover_url FROM projects WHERE hidden = 0 ORDER BY id LIMIT 1',
      )
    ).rows
    expect(String(project?.cover_key)).toMatch(/^covers\//)
    expect(project?.cover_url).toBeNull()
    const shown = JSON.stringify(await (await target.app.request('/public/projects')).json())
    expect(shown).toContain(`"https://studio.example/media/${String(project?.cover_key)}"`)
  })

  it('changes nothing when the same archive is imported twice: no new rows, ids or media files', async () => {
    const { target, importAgain } = await importedStudio()
    const counts = await rowCounts(target)
    const media = mediaFiles(target)
    const ids = (await target.client.execute('SELECT id, slug FROM work_items ORDER BY id')).rows
    const version = await (await target.app.request('/public/content-version')).json()

    const again = await importAgain()
    for (const counts of Object.values(again.plan.kinds)) {
      expect(counts).toMatchObject({ create: 0, update: 0, delete: 0 })
    }
    expect(again.media_written).toBe(0)
    expect(await rowCounts(target)).toEqual(counts)
    expect(mediaFiles(target)).toEqual(media)
    expect((await target.client.execute('SELECT id, slug FROM work_items ORDER BY id')).rows).toEqual(ids)
    expect(await (await target.app.request('/public/content-version')).json()).toEqual(version)
  })

  it('puts back every field of an enquiry when a studio restores its own archive, what brought its visitor included', async () => {
    const studio = await createTestApp({ images: null })
    await fillStudio(studio)
    const enquiries = 'SELECT * FROM contact_messages ORDER BY id'
    await studio.client.execute(
      "UPDATE contact_messages SET source = 'newsletter', campaign = 'spring', landing_path = '/services'",
    )
    const saved = (await studio.client.execute(enquiries)).rows
    const file = join(studio.dir, 'own.zip')
    await writeArchiveFile(studio.deps, file, { enquiries: true })
    await studio.client.execute(
      "UPDATE contact_messages SET name = 'Edited', source = 'edited.example', campaign = 'edited', landing_path = '/edited'",
    )

    const restored = await importArchive(studio.deps, await openArchiveFile(file), {
      replace: false,
      actor: COMMAND_LINE_ACTOR,
    })
    expect(restored.plan.archive.origin).toBe('this_studio')
    expect(restored.plan.kinds.contact_messages).toMatchObject({ update: saved.length })
    expect((await studio.client.execute(enquiries)).rows).toEqual(saved)
  })
})
