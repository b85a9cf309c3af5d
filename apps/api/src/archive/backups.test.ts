import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createAdminClient } from '@studio/contracts/admin-client'
import { ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { describe, expect, it } from 'vitest'
import { runScheduled, SCHEDULED_JOBS } from '../jobs/run-scheduled'
import { fillStudio, zipEntries } from '../test-support/archive-studio'
import { send, sendJson } from '../test-support/requests'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { BACKUPS_KEPT, listBackups, runDailyBackup } from './backups'
import { importArchive } from './import'
import { openArchiveFile, writeArchiveFile } from './node-file'
import { openArchive } from './read'
import { verifyArchive } from './verify'

const DAY = 24 * 60 * 60 * 1000
const day = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * DAY)

describe('daily backups', () => {
  it('writes one backup a day, keeps the newest 14, and keeps each media file once beside them', async () => {
    const t = await createTestApp()
    await fillStudio(t)
    t.setNow(day(0))
    expect(await runDailyBackup(t.deps, { enquiries: false })).toBe(1)
    expect(await runDailyBackup(t.deps, { enquiries: false })).toBe(0)
    for (let n = 1; n <= BACKUPS_KEPT; n++) {
      t.setNow(day(n))
      expect(await runDailyBackup(t.deps, { enquiries: false })).toBe(1)
    }
    const backups = await listBackups(t.archiveStore)
    expect(backups.map((backup) => backup.name)).toHaveLength(BACKUPS_KEPT)
    expect(backups[0]?.name).toBe('studio-2026-06-15.zip')
    expect(backups.at(-1)?.name).toBe('studio-2026-06-02.zip')
    const shared = await t.archiveStore.list('backups/media/')
    const studioMedia = (await t.media.list('covers/')).length + (await t.media.list('seed/')).length
    expect(shared.length).toBeLessThanOrEqual(studioMedia)
    expect(shared.length).toBeGreaterThan(0)

    // Without enquiries unless asked; and an export of the studio never carries the backups.
    const entries = await zipEntries(join(t.archiveDir, 'backups', 'studio-2026-06-15.zip'))
    expect(entries.has('contact_messages.ndjson')).toBe(false)
    expect([...entries.keys()].some((name) => name.startsWith('media/'))).toBe(false)
    const file = join(t.dir, 'studio.zip')
    await writeArchiveFile(t.deps, file, { enquiries: false })
    expect(new TextDecoder().decode((await zipEntries(file)).get('media.ndjson'))).not.toContain('backups/')
  })

  it('restores a deleted project and its deleted cover from a backup: a plan first, then apply', async () => {
    const t = await createTestApp()
    const { token, projectIds } = await fillStudio(t)
    const lumen = projectIds[2] ?? 0
    const [row] = (
      await t.client.execute({ sql: 'SELECT cover_key FROM projects WHERE id = ?', args: [lumen] })
    ).rows
    const coverPath = join(t.mediaDir, String(row?.cover_key))
    const backup = (await (await sendJson(t, 'POST', '/sb-admin/archive/backups', {}, { token })).json()) as {
      name: string
    }

    expect((await send(t, 'DELETE', `/sb-admin/projects/${lumen}`, { token })).status).toBe(200)
    await t.settled()
    expect(existsSync(coverPath)).toBe(false)

    const listed = (await (await send(t, 'GET', '/sb-admin/archive/backups', { token })).json()) as Array<{
      name: string
    }>
    expect(listed.map((entry) => entry.name)).toEqual([backup.name])
    const planned = await sendJson(t, 'POST', `/sb-admin/archive/backups/${backup.name}/plan`, {}, { token })
    const { plan } = (await planned.json()) as { plan: { kinds: Record<string, { create: number }> } }
    expect(plan.kinds.projects?.create).toBe(1)
    expect(plan.kinds.media?.create).toBeGreaterThanOrEqual(1)
    expect(existsSync(coverPath)).toBe(false)

    const applied = await sendJson(t, 'POST', `/sb-admin/archive/backups/${backup.name}/apply`, {}, { token })
    expect(applied.status).toBe(200)
    expect(existsSync(coverPath)).toBe(true)
    const projects = (await (await t.app.request('/public/projects')).json()) as Array<{ title: string }>
    expect(projects.map((project) => project.title)).toContain('Lumen')

    const missing = await sendJson(
      t,
      'POST',
      '/sb-admin/archive/backups/studio-2020-01-01.zip/plan',
      {},
      { token },
    )
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'There is no backup by that name.' })
  })

  it('keeps every backup in the archive store: the media store holds none and /media never serves one', async () => {
    const t = await createTestApp()
    const { token } = await fillStudio(t)
    const { name } = (await (
      await sendJson(t, 'POST', '/sb-admin/archive/backups', {}, { token })
    ).json()) as {
      name: string
    }
    expect(await t.media.list('backups/')).toEqual([])
    expect((await t.archiveStore.list(`backups/${name}`)).map((listing) => listing.key)).toEqual([
      `backups/${name}`,
    ])
    const [shared] = await t.archiveStore.list('backups/media/')
    expect(shared).toBeDefined()
    expect((await t.app.request(`/media/backups/${name}`)).status).toBe(404)
    expect((await t.app.request(`/media/${shared?.key}`)).status).toBe(404)
  })

  it('moves the backups and staged imports an older install kept in the media store, once, in the daily job', async () => {
    const t = await createTestApp()
    await fillStudio(t)
    const bytes = (text: string) => new TextEncoder().encode(text)
    await t.media.put('backups/studio-2026-05-30.zip', bytes('old backup'), 'application/zip')
    await t.media.put(`backups/media/${'a'.repeat(64)}`, bytes('old media'), 'image/webp')
    const staged = 'archive-imports/00000000-0000-4000-8000-000000000000/manifest.json'
    await t.media.put(staged, bytes('{}'), 'application/json')
    const coversBefore = (await t.media.list('covers/')).map((listing) => listing.key).sort()
    t.setNow(day(0))
    const dailyBackup = SCHEDULED_JOBS.filter((job) => job.name === 'daily backup')

    expect(await runScheduled(t.deps, dailyBackup)).toEqual([{ name: 'daily backup', ok: true, result: 1 }])
    expect(await t.media.list('backups/')).toEqual([])
    expect(await t.media.list('archive-imports/')).toEqual([])
    expect((await t.media.list('covers/')).map((listing) => listing.key).sort()).toEqual(coversBefore)
    const moved = await t.archiveStore.get('backups/studio-2026-05-30.zip')
    expect(moved?.contentType).toBe('application/zip')
    expect(new Uint8Array(moved?.body as Uint8Array)).toEqual(bytes('old backup'))
    expect(await t.archiveStore.get(staged)).not.toBeNull()
    expect((await t.app.request('/media/backups/studio-2026-05-30.zip')).status).toBe(404)
    // The old backup is kept beside today's (a backup it cannot read keeps every shared media file).
    expect((await listBackups(t.archiveStore)).map((backup) => backup.name)).toEqual([
      'studio-2026-06-01.zip',
      'studio-2026-05-30.zip',
    ])

    // Idempotent: nothing left to move, and today's backup exists.
    expect(await runScheduled(t.deps, dailyBackup)).toEqual([{ name: 'daily backup', ok: true, result: 0 }])
    expect(await t.media.list('backups/')).toEqual([])
  })

  it('never lets backups dated after today, planted by an import of an older install, push a real one out', async () => {
    const t = await createTestApp()
    await fillStudio(t)
    for (let n = 1; n <= BACKUPS_KEPT; n++) {
      const planted = `backups/studio-2099-01-${String(n).padStart(2, '0')}.zip`
      await t.media.put(planted, new TextEncoder().encode('not a backup'), 'application/zip')
    }
    t.setNow(day(0))
    expect(await runDailyBackup(t.deps, { enquiries: false })).toBe(1)
    const names = (await listBackups(t.archiveStore)).map((backup) => backup.name)
    expect(names).toContain('studio-2026-06-01.zip')
    expect(names).toHaveLength(BACKUPS_KEPT + 1)
    expect((await t.archiveStore.list('backups/media/')).length).toBeGreaterThan(0)
  })
})

async function downloadBackup(t: TestApp, token: string | null, name: string) {
  return send(t, 'GET', `/sb-admin/archive/backups/${name}`, token ? { token } : {})
}

describe('backup download', () => {
  it('answers a complete archive, with its media inside, to an admin only, and records it', async () => {
    const t = await createTestApp()
    const { token } = await fillStudio(t)
    t.setNow(day(0))
    await runDailyBackup(t.deps, { enquiries: false })
    const name = 'studio-2026-06-01.zip'

    expect((await downloadBackup(t, null, name)).status).toBe(401)
    const answer = await downloadBackup(t, token, name)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/zip')
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const file = join(t.dir, 'downloaded.zip')
    writeFileSync(file, new Uint8Array(await answer.arrayBuffer()))
    await t.settled()

    // Every media file is inside and listed: the zip restores on its own, as an export's would.
    const entries = await zipEntries(file)
    const shared = await t.archiveStore.list('backups/media/')
    expect(shared.length).toBeGreaterThan(0)
    for (const { key } of shared)
      expect(entries.has(`media/${key.slice('backups/media/'.length)}`)).toBe(true)
    const opened = await openArchive(await openArchiveFile(file))
    try {
      expect(opened.source.mediaListed).toBe(true)
      expect((await verifyArchive(opened))['projects.ndjson']).toBe(3)
    } finally {
      await opened.source.close()
    }
    const fresh = await createTestApp()
    const result = await importArchive(fresh.deps, await openArchiveFile(file), {
      replace: false,
      actor: null,
    })
    expect(result.media_written).toBeGreaterThan(0)
    expect(((await (await fresh.app.request('/public/projects')).json()) as unknown[]).length).toBe(2)

    const audit = (await t.client.execute("SELECT changes FROM audit_log WHERE action = 'export'")).rows
    expect(audit.map((row) => JSON.parse(String(row.changes)))).toEqual([
      { backup: { old: null, new: name } },
    ])
  })

  it('answers 404 for a backup that does not exist or a name that is not a backup', async () => {
    const t = await createTestApp()
    const { token } = await fillStudio(t)
    for (const name of ['studio-2020-01-01.zip', 'manifest.json', '..%2Fstudio.db']) {
      const answer = await downloadBackup(t, token, name)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({ error: ARCHIVE_MESSAGES.backupNotFound })
    }
  })

  it("is the admin client's downloadBackup: the zip and its name, or the API's refusal", async () => {
    const t = await createTestApp()
    const { token } = await fillStudio(t)
    t.setNow(day(0))
    await runDailyBackup(t.deps, { enquiries: false })
    const client = createAdminClient({
      apiUrl: 'http://api.test',
      getToken: () => token,
      fetcher: (async (input: string, init?: RequestInit) => t.app.request(input, init)) as typeof fetch,
    })
    const file = await client.downloadBackup('studio-2026-06-01.zip')
    await t.settled()
    expect(file.filename).toBe('studio-2026-06-01.zip')
    expect(file.blob.size).toBeGreaterThan(0)
    await expect(client.downloadBackup('studio-2020-01-01.zip')).rejects.toMatchObject({
      message: ARCHIVE_MESSAGES.backupNotFound,
      status: 404,
    })
  })
})
