import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { admins, auditLog, settings } from '../db/schema'
import { createTestApp } from '../test-support/test-app'
import { readSettings, readStudioId, studioId, writeSettings } from './store'

const actor = { id: 1, email: 'owner@studio.test' }
const at = new Date('2026-11-26T10:00:00.000Z')

describe('settings store', () => {
  it('reads a group nobody wrote as its defaults', async () => {
    const t = await createTestApp()
    expect(await readSettings(t.db, 'backups')).toEqual({ enquiries: false })
  })

  it('stores a new value with one audit row naming each changed field, and writes nothing when nothing changed', async () => {
    const t = await createTestApp()
    await t.db.insert(admins).values({ id: 1, email: actor.email, passwordHash: 'x' })
    expect(await writeSettings(t.db, 'backups', { enquiries: true }, { actor, at })).toEqual({
      enquiries: true,
    })
    expect(await readSettings(t.db, 'backups')).toEqual({ enquiries: true })
    await writeSettings(t.db, 'backups', { enquiries: true }, { actor, at })
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'settings'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'update',
      targetId: 'backups',
      actorEmail: 'owner@studio.test',
      changes: { enquiries: { old: false, new: true } },
    })
  })

  it('makes the studio id once, on first need: calls at once agree, and another studio has its own', async () => {
    const t = await createTestApp()
    expect(await readStudioId(t.db)).toBeNull()
    const ids = await Promise.all([studioId(t.db), studioId(t.db), studioId(t.db)])
    expect(new Set(ids).size).toBe(1)
    expect(await readStudioId(t.db)).toBe(ids[0])
    expect(await studioId(t.db)).toBe(ids[0])
    expect(await studioId((await createTestApp()).db)).not.toBe(ids[0])
  })

  it('reads a stored value that no longer fits its schema as the defaults instead of failing', async () => {
    const t = await createTestApp()
    await t.db.insert(settings).values({ key: 'backups', value: { enquiries: 'sometimes' } })
    expect(await readSettings(t.db, 'backups')).toEqual({ enquiries: false })
  })
})
