import { join } from 'node:path'
import { ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { describe, expect, it } from 'vitest'
import { contactMessages } from '../db/schema'
import { readStudioId } from '../settings/store'
import { asFormat2, fillStudio } from '../test-support/archive-studio'
import { sendJson, signInFirstAdmin } from '../test-support/requests'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { COMMAND_LINE_ACTOR } from './audit'
import { importArchive, planArchiveImport } from './import'
import { openArchiveFile, writeArchiveFile } from './node-file'

/**
 * An archive names the studio that wrote it. Its records update records of the same ids only in
 * that studio (a restore); in another studio a record of the same id is an unrelated record, and
 * overwriting it is a conflict, never a silent update.
 */

const options = { replace: false, actor: COMMAND_LINE_ACTOR }
const projectsOf = async (t: TestApp) =>
  (await t.client.execute('SELECT id, title, description FROM projects ORDER BY id')).rows

/** A filled studio and its archive (enquiries included). */
async function studioWithArchive() {
  const studio = await createTestApp({ images: null })
  await fillStudio(studio)
  const file = join(studio.dir, `studio-${Math.random()}.zip`)
  const manifest = await writeArchiveFile(studio.deps, file, { enquiries: true })
  return { studio, file, manifest }
}

/** A studio with one project of its own (id 1, like the first project of every studio). */
async function studioWithOwnProject() {
  const studio = await createTestApp({ images: null })
  const token = await signInFirstAdmin(studio)
  const answer = await sendJson(
    studio,
    'POST',
    '/sb-admin/projects',
    { title: 'Our own project', description: 'Made here' },
    { token },
  )
  expect(answer.status).toBe(201)
  return studio
}

describe('the studio an archive comes from', () => {
  it('names the studio in every manifest, one id per studio made on first need', async () => {
    const { studio, manifest } = await studioWithArchive()
    expect(manifest.studio_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await readStudioId(studio.db)).toBe(manifest.studio_id)
    const again = await writeArchiveFile(studio.deps, join(studio.dir, 'again.zip'), { enquiries: false })
    expect(again.studio_id).toBe(manifest.studio_id)
    const other = await createTestApp({ images: null })
    expect(await readStudioId(other.db)).toBeNull()
  })

  it("shows a conflict for another studio's project of the same id, refuses to apply, and leaves ours unchanged", async () => {
    const { file } = await studioWithArchive()
    const target = await studioWithOwnProject()
    const before = await projectsOf(target)

    const plan = await planArchiveImport(target.deps, await openArchiveFile(file), { replace: false })
    expect(plan.archive.origin).toBe('other_studio')
    expect(plan.conflicts).toEqual([
      {
        kind: 'projects',
        id: '1',
        message: ARCHIVE_MESSAGES.idCollision(
          'Project 1 (Our own project)',
          'project 1 (Harbourline)',
          'other_studio',
        ),
      },
    ])
    await expect(importArchive(target.deps, await openArchiveFile(file), options)).rejects.toThrow(
      ARCHIVE_MESSAGES.conflicts(1),
    )
    expect(await projectsOf(target)).toEqual(before)
  })

  it("shows a conflict for another studio's enquiry of the same id and keeps ours", async () => {
    const { file } = await studioWithArchive()
    const target = await createTestApp({ images: null })
    await target.db.insert(contactMessages).values({
      name: 'Our visitor',
      email: 'ours@example.com',
      message: 'Our own enquiry',
      language: 'en',
    })
    const plan = await planArchiveImport(target.deps, await openArchiveFile(file), { replace: false })
    expect(plan.conflicts.map((conflict) => [conflict.kind, conflict.id])).toEqual([
      ['contact_messages', '1'],
    ])
    await expect(importArchive(target.deps, await openArchiveFile(file), options)).rejects.toThrow(
      ARCHIVE_MESSAGES.conflicts(1),
    )
    const rows = (await target.client.execute('SELECT name FROM contact_messages ORDER BY id')).rows
    expect(rows.map((row) => row.name)).toEqual(['Our visitor'])
  })

  it("with replace, counts another studio's record of the same id as deleted, so the confirmation covers it", async () => {
    const { file } = await studioWithArchive()
    const target = await studioWithOwnProject()
    const plan = await planArchiveImport(target.deps, await openArchiveFile(file), { replace: true })
    expect(plan.conflicts).toEqual([])
    expect(plan.kinds.projects).toEqual({ create: 3, update: 0, unchanged: 0, delete: 1 })
    expect(plan.changes).toContainEqual({
      kind: 'projects',
      id: '1',
      label: 'Our own project',
      action: 'delete',
    })
    expect(plan.confirmation).not.toBeNull()
    await expect(
      importArchive(target.deps, await openArchiveFile(file), { ...options, replace: true }),
    ).rejects.toThrow(ARCHIVE_MESSAGES.confirmation(plan.confirmation ?? ''))
    await importArchive(target.deps, await openArchiveFile(file), {
      ...options,
      replace: true,
      confirm: plan.confirmation,
    })
    expect((await projectsOf(target)).map((row) => row.title)).toEqual(['Harbourline', 'Fernway', 'Lumen'])
  })

  it('updates records of the same ids from its own archive, as a restore', async () => {
    const { studio, file } = await studioWithArchive()
    const before = await projectsOf(studio)
    await studio.client.execute("UPDATE projects SET title = 'Changed since' WHERE id = 1")

    const result = await importArchive(studio.deps, await openArchiveFile(file), options)
    expect(result.plan.archive.origin).toBe('this_studio')
    expect(result.plan.conflicts).toEqual([])
    expect(result.plan.kinds.projects).toEqual({ create: 0, update: 1, unchanged: 2, delete: 0 })
    expect(await projectsOf(studio)).toEqual(before)
  })

  it('imports a format 2 archive, which names no studio: into a new studio, and unchanged records back into its own', async () => {
    const { studio, file } = await studioWithArchive()
    const old = await asFormat2(file)

    const fresh = await createTestApp({ images: null })
    const imported = await importArchive(fresh.deps, await openArchiveFile(old), options)
    expect(imported.plan.archive).toMatchObject({ format_version: 2, origin: 'unknown' })
    expect(imported.plan.conflicts).toEqual([])
    expect((await projectsOf(fresh)).map((row) => row.title)).toEqual(['Harbourline', 'Fernway', 'Lumen'])

    const back = await planArchiveImport(studio.deps, await openArchiveFile(old), { replace: false })
    expect(back.conflicts).toEqual([])
    expect(back.kinds.projects).toEqual({ create: 0, update: 0, unchanged: 3, delete: 0 })
  })

  it('treats a record a format 2 archive holds differently under a stored id as a conflict', async () => {
    const { studio, file } = await studioWithArchive()
    const old = await asFormat2(file)
    await studio.client.execute("UPDATE projects SET title = 'Changed since' WHERE id = 1")
    const plan = await planArchiveImport(studio.deps, await openArchiveFile(old), { replace: false })
    expect(plan.conflicts).toEqual([
      {
        kind: 'projects',
        id: '1',
        message: ARCHIVE_MESSAGES.idCollision(
          'Project 1 (Changed since)',
          'project 1 (Harbourline)',
          'unknown',
        ),
      },
    ])
  })
})
