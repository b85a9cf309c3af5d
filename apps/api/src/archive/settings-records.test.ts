import { join } from 'node:path'
import { ARCHIVE_MESSAGES, ARCHIVED_SETTINGS } from '@studio/contracts/archive'
import { describe, expect, it } from 'vitest'
import { readSettings, writeSettings } from '../settings/store'
import { asFormat2, changedRecords, writeZip, zipEntries } from '../test-support/archive-studio'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { COMMAND_LINE_ACTOR } from './audit'
import { importArchive, planArchiveImport } from './import'
import { openArchiveFile, writeArchiveFile } from './node-file'

/** Format 3 carries the settings the owner sets on the Settings screen; older archives carry none. */

const options = { replace: false, actor: COMMAND_LINE_ACTOR }
const at = { actor: COMMAND_LINE_ACTOR, at: new Date('2026-12-02T10:00:00.000Z') }

const settingsOf = async (t: TestApp) =>
  Object.fromEntries(
    await Promise.all(ARCHIVED_SETTINGS.map(async (name) => [name, await readSettings(t.db, name)])),
  )

/** A studio whose owner changed every setting an archive carries, and its archive made today. */
async function studioWithSettings() {
  const studio = await createTestApp({ images: null })
  await writeSettings(
    studio.db,
    'alerts',
    { recipients: ['owner@studio.test'], webhook_url: 'https://hooks.chat.com/in/1' },
    at,
  )
  await writeSettings(
    studio.db,
    'audience',
    { enabled: false, time_zone: 'Asia/Dubai', raw_view_days: 30 },
    at,
  )
  await writeSettings(studio.db, 'backups', { enquiries: true }, at)
  const file = join(studio.dir, `studio-${Math.random()}.zip`)
  await writeArchiveFile(studio.deps, file, { enquiries: false })
  return { studio, file }
}

describe('settings in an archive', () => {
  it('brings the settings of an archive made today into a fresh studio, and changes nothing the second time', async () => {
    const { studio, file } = await studioWithSettings()
    const fresh = await createTestApp({ images: null })
    const imported = await importArchive(fresh.deps, await openArchiveFile(file), options)
    expect(imported.plan.archive.format_version).toBe(3)
    expect(imported.plan.kinds.settings).toEqual({ create: 0, update: 3, unchanged: 0, delete: 0 })
    expect(imported.plan.changes.filter((change) => change.kind === 'settings')).toContainEqual(
      expect.objectContaining({ id: 'alerts', action: 'update', fields: ['recipients', 'webhook_url'] }),
    )
    expect(await settingsOf(fresh)).toEqual(await settingsOf(studio))

    const again = await planArchiveImport(fresh.deps, await openArchiveFile(file), { replace: true })
    expect(again.kinds.settings).toEqual({ create: 0, update: 0, unchanged: 3, delete: 0 })
  })

  it('leaves the settings alone for a format 2 archive, which carries none, and imports it', async () => {
    const { file } = await studioWithSettings()
    const fresh = await createTestApp({ images: null })
    const before = await settingsOf(fresh)
    const imported = await importArchive(fresh.deps, await openArchiveFile(await asFormat2(file)), {
      ...options,
      replace: true,
    })
    expect(imported.plan.archive.format_version).toBe(2)
    expect(imported.plan.kinds.settings).toBeUndefined()
    expect(await settingsOf(fresh)).toEqual(before)
  })

  it('refuses a setting an archive does not carry, a value its screen would refuse, and a webhook at a private address', async () => {
    const { studio, file } = await studioWithSettings()
    const entries = await zipEntries(file)
    const refusalOf = async (change: (records: Record<string, unknown>[]) => void) => {
      const path = join(studio.dir, `hostile-${Math.random()}.zip`)
      await writeZip(path, changedRecords(entries, 'settings.ndjson', change))
      const fresh = await createTestApp({ images: null })
      const refused = await importArchive(fresh.deps, await openArchiveFile(path), options).catch(
        (error: Error) => error.message,
      )
      expect(await settingsOf(fresh)).toEqual(await settingsOf(await createTestApp({ images: null })))
      return refused
    }
    expect(await refusalOf((records) => records.push({ name: 'team', value: {} }))).toBe(
      ARCHIVE_MESSAGES.recordRefused('settings.ndjson', 4, 'name', ARCHIVE_MESSAGES.notAnArchivedSetting),
    )
    expect(
      await refusalOf((records) => {
        records[2] = { name: 'backups', value: { enquiries: 'yes' } }
      }),
    ).toMatch(/^This archive is refused: settings.ndjson line 3, field value.enquiries: /)
    expect(
      await refusalOf((records) => {
        records[0] = { name: 'alerts', value: { recipients: [], webhook_url: 'https://10.0.0.7/hook' } }
      }),
    ).toMatch(/^This archive is refused: settings.ndjson line 1, field value.webhook_url: /)
  })
})
