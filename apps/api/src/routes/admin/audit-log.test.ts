import { AUDIT_MESSAGES, AuditEntrySchema } from '@studio/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, projects } from '../../db/schema'
import { createItem, signedInTestApp } from '../../test-support/admin-api'
import { expectRefused } from '../../test-support/answers'
import { logIn, send, sendJson } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'

async function entries(t: TestApp, token: string, query = '') {
  const response = await send(t, 'GET', `/sb-admin/audit-log${query}`, { token })
  expect(response.status).toBe(200)
  const items = ((await response.json()) as unknown[]).map((item) => AuditEntrySchema.parse(item))
  return { items, response }
}

describe('audit log', () => {
  it('records content writes with who, what and the changed fields, newest first', async () => {
    const { t, token } = await signedInTestApp()
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'A' })
    await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'B', description: 'd', tags: ['x'] },
      { token },
    )
    await sendJson(t, 'PUT', `/sb-admin/all-work/${id}`, { featured: true }, { token })
    await sendJson(t, 'PUT', '/sb-admin/all-work/order', { ids: [id] }, { token })
    await send(t, 'DELETE', `/sb-admin/all-work/${id}`, { token })

    const { items } = await entries(t, token)
    const content = items.filter((item) => item.target_type === 'work_item')
    expect(content.map((item) => item.action)).toEqual(['delete', 'reorder', 'featured', 'update', 'create'])
    for (const item of content) {
      expect(item).toMatchObject({ actor_email: 'owner@studio.test', admin_id: expect.any(Number) })
    }
    const [deleted, reordered, featured, updated, createdEntry] = content
    expect(createdEntry).toMatchObject({ target_id: String(id), changes: { title: { old: null, new: 'A' } } })
    expect(updated?.changes).toEqual({ title: { old: 'A', new: 'B' }, tags: { old: [], new: ['x'] } })
    expect(featured?.changes).toEqual({ featured: { old: false, new: true } })
    expect(reordered).toMatchObject({ target_id: null, changes: { order: { old: [id], new: [id] } } })
    expect(deleted?.changes).toMatchObject({
      title: { old: 'B', new: null },
      featured: { old: true, new: null },
    })
  })

  it('records sign-in, sign-out, invites and their revocation', async () => {
    const { t, token } = await signedInTestApp()
    const invite = await sendJson(t, 'POST', '/sb-admin/invites', { email: 'ana@studio.test' }, { token })
    const { id } = (await invite.json()) as { id: number }
    await send(t, 'DELETE', `/sb-admin/invites/${id}`, { token })
    const second = await logIn(t, 'owner@studio.test')
    const { access_token: other } = (await second.json()) as { access_token: string }
    await send(t, 'POST', '/auth/logout', { token: other })
    const { items } = await entries(t, token)
    expect(items.map((item) => item.action)).toEqual([
      'logout',
      'login',
      'revoke_invite',
      'invite',
      'login',
      'signup',
    ])
    expect(items[2]).toMatchObject({
      target_type: 'invite',
      changes: { email: { old: 'ana@studio.test', new: null } },
    })
  })

  it('leaves no audit row when the write fails, and no write without its audit row', async () => {
    const { t, token } = await signedInTestApp()
    const id = await createItem(t, token, '/sb-admin/projects', { title: 'A' })
    const countOf = async (action: string) =>
      (await t.db.select().from(auditLog)).filter((row) => row.action === action).length

    await t.db.run(
      sql`CREATE TRIGGER fail_updates BEFORE UPDATE ON projects BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
    )
    const update = await sendJson(
      t,
      'PUT',
      `/sb-admin/projects/${id}`,
      { title: 'B', description: 'd' },
      { token },
    )
    expect(update.status).toBe(500)
    expect(await countOf('update')).toBe(0)
    await t.db.run(sql`DROP TRIGGER fail_updates`)

    // The other way round: an audit row that cannot be written takes its write with it.
    await t.db.run(
      sql`CREATE TRIGGER fail_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'log full'); END`,
    )
    const remove = await send(t, 'DELETE', `/sb-admin/projects/${id}`, { token })
    expect(remove.status).toBe(500)
    const [kept] = await t.db.select().from(projects)
    expect(kept?.title).toBe('A')
  })

  it('pages like the messages list and filters by actor and action', async () => {
    const { t, token } = await signedInTestApp()
    for (const title of ['A', 'B', 'C', 'D', 'E']) {
      await sendJson(t, 'POST', '/sb-admin/projects', { title, description: 'd' }, { token })
    }
    const { items, response } = await entries(t, token, '?action=create&per_page=2&page=2')
    expect(response.headers.get('x-total-count')).toBe('5')
    expect(response.headers.get('link')).toBe(
      '</sb-admin/audit-log?action=create&per_page=2&page=1>; rel="first", ' +
        '</sb-admin/audit-log?action=create&per_page=2&page=1>; rel="prev", ' +
        '</sb-admin/audit-log?action=create&per_page=2&page=3>; rel="next", ' +
        '</sb-admin/audit-log?action=create&per_page=2&page=3>; rel="last"',
    )
    expect(items.map((item) => item.changes?.title?.new)).toEqual(['C', 'B'])

    const mine = await entries(t, token, '?actor=OWNER@studio.test')
    expect(mine.response.headers.get('x-total-count')).toBe('7')
    const nobody = await entries(t, token, '?actor=ghost@studio.test')
    expect(nobody.items).toEqual([])

    const bad = await send(t, 'GET', '/sb-admin/audit-log?action=explode', { token })
    await expectRefused(bad, 400, AUDIT_MESSAGES.action)
    const badPage = await send(t, 'GET', '/sb-admin/audit-log?page=0', { token })
    expect(await badPage.json()).toEqual({ error: AUDIT_MESSAGES.page })
    expect((await send(t, 'GET', '/sb-admin/audit-log')).status).toBe(401)
  })
})
