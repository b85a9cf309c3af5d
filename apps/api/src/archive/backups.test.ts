import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { send, sendJson } from '../test-support/requests'
import { createTestApp } from '../test-support/test-app'
import { BACKUPS_KEPT, listBackups, runDailyBackup } from './backups'
import { writeArchiveFile } from './node-file'
import { fillStudio, zipEntries } from './test-studio'

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
    const backups = await listBackups(t.media)
    expect(backups.map((backup) => backup.name)).toHaveLength(BACKUPS_KEPT)
    expect(backups[0]?.name).toBe('studio-2026-06-15.zip')
    expect(backups.at(-1)?.name).toBe('studio-2026-06-02.zip')
    const shared = await t.media.list('backups/media/')
    const studioMedia = (await t.media.list('covers/')).length + (await t.media.list('seed/')).length
    expect(shared.length).toBeLessThanOrEqual(studioMedia)
    expect(shared.length).toBeGreaterThan(0)

    // Without enquiries unless asked; and an export of the studio never carries the backups.
    const entries = await zipEntries(join(t.mediaDir, 'backups', 'studio-2026-06-15.zip'))
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
      await t.client.execute({ sql: 'SELECT cover_url FROM projects WHERE id = ?', args: [lumen] })
    ).rows
    const coverPath = join(t.mediaDir, String(row?.cover_url).slice(`${t.config.publicMediaBaseUrl}/`.length))
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
})
