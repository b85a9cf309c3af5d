import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, contactMessages } from '../db/schema'
import { runScheduled } from '../jobs/run-scheduled'
import { setMessageStatus } from '../test-support/inbox'
import { sendJson, signInFirstAdmin } from '../test-support/requests'
import { createTestApp } from '../test-support/test-app'

const DAY = 24 * 60 * 60 * 1000
const now = new Date('2031-06-01T12:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString()

async function appWithMessages(retentionDays: number | null) {
  const t = await createTestApp({ config: { messageRetentionDays: retentionDays } })
  t.setNow(now)
  await t.db.insert(contactMessages).values([
    { name: 'old archived', email: 'a@x.test', message: 'x', status: 'archived', createdAt: daysAgo(31) },
    { name: 'recent archived', email: 'b@x.test', message: 'x', status: 'archived', createdAt: daysAgo(29) },
    { name: 'old new', email: 'c@x.test', message: 'x', status: 'new', createdAt: daysAgo(400) },
    { name: 'old read', email: 'd@x.test', message: 'x', status: 'read', createdAt: daysAgo(400) },
  ])
  return t
}

const names = async (t: Awaited<ReturnType<typeof appWithMessages>>) =>
  (await t.db.select({ name: contactMessages.name }).from(contactMessages)).map((row) => row.name).sort()

describe('message retention (the scheduled sweep)', () => {
  it('deletes archived messages older than MESSAGE_RETENTION_DAYS and keeps everything else', async () => {
    const t = await appWithMessages(30)
    expect(await runScheduled(t.deps)).toContainEqual({
      name: 'archived message retention',
      ok: true,
      result: 1,
    })
    expect(await names(t)).toEqual(['old new', 'old read', 'recent archived'])
    // Gone from search too.
    const found = await t.client.execute(
      "SELECT rowid FROM contact_messages_fts WHERE contact_messages_fts MATCH 'old'",
    )
    expect(found.rows).toHaveLength(2)
  })

  it('keeps every message when MESSAGE_RETENTION_DAYS is unset', async () => {
    const t = await appWithMessages(null)
    await runScheduled(t.deps)
    expect(await names(t)).toHaveLength(4)
  })

  it('drains a large backlog in batches and records the sweep once, with the full count', async () => {
    const t = await createTestApp({ config: { messageRetentionDays: 1 } })
    t.setNow(now)
    await t.client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
      INSERT INTO contact_messages (name, email, message, status, created_at)
      SELECT 'n' || i, 'x@x.test', 'x', 'archived', '2020-01-01T00:00:00.000Z' FROM n`)
    const [report] = (await runScheduled(t.deps)).filter((r) => r.name === 'archived message retention')
    expect(report).toEqual({ name: 'archived message retention', ok: true, result: 1200 })
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'retention_delete'))
    expect(audits).toEqual([
      expect.objectContaining({ actorEmail: 'system', changes: { count: { old: null, new: 1200 } } }),
    ])
  })

  it('counts from archiving, not arrival: a message received long ago and archived now is kept', async () => {
    const t = await createTestApp({ config: { messageRetentionDays: 30, sessionTtlMs: 365 * DAY } })
    t.setNow(now)
    const token = await signInFirstAdmin(t)
    const [old] = await t.db
      .insert(contactMessages)
      .values({ name: 'long ago', email: 'a@x.test', message: 'x', createdAt: daysAgo(400) })
      .returning()
    const archive = await setMessageStatus(t, token, old!.id, 'archived')
    expect(archive.status).toBe(200)
    await runScheduled(t.deps)
    expect(await names(t)).toEqual(['long ago'])

    t.setNow(new Date(now.getTime() + 29 * DAY))
    await runScheduled(t.deps)
    expect(await names(t)).toEqual(['long ago'])
    t.setNow(new Date(now.getTime() + 31 * DAY))
    await runScheduled(t.deps)
    expect(await names(t)).toEqual([])
  })

  it('counts from the last change of state: archived, unarchived and archived again starts over', async () => {
    const t = await createTestApp({ config: { messageRetentionDays: 30, sessionTtlMs: 365 * DAY } })
    t.setNow(new Date(now.getTime() - 60 * DAY))
    const token = await signInFirstAdmin(t)
    const [row] = await t.db
      .insert(contactMessages)
      .values({ name: 'twice', email: 'a@x.test', message: 'x', createdAt: daysAgo(90) })
      .returning()
    const bulk = (action: string) =>
      sendJson(t, 'POST', '/sb-admin/contact-messages/bulk', { ids: [row!.id], action }, { token })
    expect((await bulk('archive')).status).toBe(200)
    t.setNow(new Date(now.getTime() - DAY))
    expect((await bulk('unarchive')).status).toBe(200)
    expect((await bulk('archive')).status).toBe(200)
    t.setNow(now)
    await runScheduled(t.deps)
    expect(await names(t)).toEqual(['twice'])
  })

  it('records one audit row per sweep that deleted, with the count, by the system', async () => {
    const t = await appWithMessages(30)
    await runScheduled(t.deps)
    await runScheduled(t.deps)
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'retention_delete'))
    expect(rows).toEqual([
      expect.objectContaining({
        adminId: null,
        actorEmail: 'system',
        targetType: 'contact_message',
        targetId: null,
        changes: { count: { old: null, new: 1 } },
        createdAt: now.toISOString(),
      }),
    ])
  })
})
