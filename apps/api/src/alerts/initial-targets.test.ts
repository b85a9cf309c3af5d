import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { auditLog } from '../db/schema'
import { redirectLog } from '../lib/log'
import { saveAlertTargets } from '../test-support/alert-app'
import { createTestApp } from '../test-support/test-app'
import { readAlertTargets } from './alert-targets'
import { adoptInitialAlertTargets, adoptionNotice, adoptOnce } from './initial-targets'

/** ENQUIRY_ALERT_EMAIL and ENQUIRY_WEBHOOK_URL of an older install become the saved settings, once. */

const initial = {
  recipients: ['owner@studio.test'],
  webhook_url: 'https://hooks.slack.com/services/T0/B0/SECRET-PATH',
}
const at = new Date('2031-03-01T09:00:00.000Z')

let restoreLog: () => void = () => undefined
afterEach(() => {
  restoreLog()
})

describe('adopting the alert variables of an older install', () => {
  it('saves them when nothing was saved, with an audit row by system that shows the webhook by its origin', async () => {
    const t = await createTestApp()
    expect(await adoptInitialAlertTargets(t.db, initial, at)).toBe('adopted')
    expect(await readAlertTargets(t.db)).toEqual(initial)
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'settings'))
    expect(rows).toEqual([
      expect.objectContaining({
        actorEmail: 'system',
        action: 'update',
        targetId: 'alerts',
        changes: {
          recipients: { old: [], new: ['owner@studio.test'] },
          webhook_url: { old: null, new: 'https://hooks.slack.com/…' },
        },
      }),
    ])
  })

  it('never overwrites what the owner saved, and writes no audit row then', async () => {
    const t = await createTestApp()
    await saveAlertTargets(t, { recipients: ['new@studio.test'], webhook_url: null })
    expect(await adoptInitialAlertTargets(t.db, initial, at)).toBe('ignored')
    expect(await readAlertTargets(t.db)).toEqual({ recipients: ['new@studio.test'], webhook_url: null })
    expect(await t.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'system'))).toHaveLength(1)
  })

  it('adopts once: a second start finds them saved and says the variables are no longer read', async () => {
    const t = await createTestApp()
    expect(await adoptInitialAlertTargets(t.db, initial, at)).toBe('adopted')
    expect(await adoptInitialAlertTargets(t.db, initial, at)).toBe('ignored')
    expect(adoptionNotice('ignored')).toMatch(/no longer read/)
    expect(adoptionNotice('none')).toBeNull()
  })

  it('does nothing without the variables', async () => {
    const t = await createTestApp()
    expect(await adoptInitialAlertTargets(t.db, null, at)).toBe('none')
    expect(await t.db.select().from(auditLog)).toEqual([])
  })

  it('runs once per process and logs what it did in one line', async () => {
    const t = await createTestApp()
    const lines: string[] = []
    restoreLog = redirectLog((_level, line) => lines.push(line))
    const adopt = adoptOnce(t.db, initial, () => at)
    await adopt()
    await adopt()
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'alerts.environment_variables',
        adoption: 'adopted',
        notice: expect.stringMatching(/were saved as the alert settings/),
      }),
    ])
  })
})
