import { BackupSettingsSchema } from '@studio/contracts/settings'
import { describe, expect, it } from 'vitest'
import { readSettings } from '../../settings/store'
import { expectOwnerAuditRow, parsedAnswer } from '../../test-support/answers'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp } from '../../test-support/test-app'

const PATH = '/sb-admin/settings/backups'

describe('{prefix}/settings/backups', () => {
  it('needs a signed-in admin', async () => {
    const t = await createTestApp()
    expect((await send(t, 'GET', PATH)).status).toBe(401)
    expect((await sendJson(t, 'PUT', PATH, { enquiries: true })).status).toBe(401)
  })

  it('leaves the enquiries out of daily backups until the owner includes them, audited, as the daily backup reads it', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    expect(await parsedAnswer(await send(t, 'GET', PATH, { token }), 200, BackupSettingsSchema)).toEqual({
      enquiries: false,
    })

    const saved = await sendJson(t, 'PUT', PATH, { enquiries: true }, { token })
    expect(await parsedAnswer(saved, 200, BackupSettingsSchema)).toEqual({ enquiries: true })
    expect(await (await send(t, 'GET', PATH, { token })).json()).toEqual({ enquiries: true })
    // What the scheduled daily backup is given.
    expect(await readSettings(t.db, 'backups')).toEqual({ enquiries: true })
    await expectOwnerAuditRow(t, 'update', {
      targetType: 'settings',
      targetId: 'backups',
      changes: { enquiries: { old: false, new: true } },
    })
  })

  it('refuses a value that is not true or false with its own words, saving nothing', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const refused = await sendJson(t, 'PUT', PATH, { enquiries: 'yes' }, { token })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'enquiries must be true or false.' })
    expect(await readSettings(t.db, 'backups')).toEqual({ enquiries: false })
  })
})
