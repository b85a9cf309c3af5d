import { API_MESSAGES, INBOX_MESSAGES, type InboxMessage, InboxMessageSchema } from '@studio/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { auditLog, contactMessages } from '../../db/schema'
import { expectRefused } from '../../test-support/answers'
import { setMessageStatus } from '../../test-support/inbox'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

let t: TestApp
let token: string

beforeEach(async () => {
  t = await createTestApp()
  token = await signInFirstAdmin(t)
})

type NewMessage = typeof contactMessages.$inferInsert

/** `count` messages, one a minute from 2030-01-01, numbered in their message text. */
async function insertMany(count: number, extra: Partial<NewMessage> = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Sender ${i}`,
    email: `sender${i}@x.test`,
    message: `message ${i}`,
    createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
    ...extra,
  }))
  return t.db.insert(contactMessages).values(rows).returning({ id: contactMessages.id })
}

async function list(query = '') {
  const response = await send(t, 'GET', `/sb-admin/contact-messages${query}`, { token })
  const body: unknown = await response.json()
  const items = response.ok ? (body as unknown[]).map((item) => InboxMessageSchema.parse(item)) : []
  return { response, body, items }
}

const messagesOf = (items: InboxMessage[]) => items.map((item) => item.message)

describe('GET {prefix}/contact-messages', () => {
  it('lists messages newest first with their status', async () => {
    await t.db.insert(contactMessages).values([
      { name: 'Ana', email: 'ana@x.test', message: 'first', createdAt: '2030-01-01T00:00:00.000Z' },
      {
        name: 'Bo',
        email: 'bo@x.test',
        company: 'Bo Ltd',
        subject: 'Hi',
        message: 'third',
        createdAt: '2030-01-03T00:00:00.000Z',
      },
      { name: 'Cy', email: 'cy@x.test', message: 'second', createdAt: '2030-01-02T00:00:00.000Z' },
    ])
    const { response, items } = await list()
    expect(response.status).toBe(200)
    expect(messagesOf(items)).toEqual(['third', 'second', 'first'])
    expect(items[0]).toMatchObject({
      name: 'Bo',
      email: 'bo@x.test',
      company: 'Bo Ltd',
      subject: 'Hi',
      status: 'new',
    })
  })

  it('answers the first page of 10 with X-Total-Count and first, next and last links', async () => {
    await insertMany(25)
    const { response, items } = await list()
    expect(items).toHaveLength(10)
    expect(items[0]?.message).toBe('message 24')
    expect(response.headers.get('x-total-count')).toBe('25')
    expect(response.headers.get('link')).toBe(
      [
        '</sb-admin/contact-messages?page=1&per_page=10>; rel="first"',
        '</sb-admin/contact-messages?page=2&per_page=10>; rel="next"',
        '</sb-admin/contact-messages?page=3&per_page=10>; rel="last"',
      ].join(', '),
    )
  })

  it('pages without overlap, keeps the filter in its links, and answers an empty list past the end', async () => {
    await insertMany(25)
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?page=${page}&per_page=10`)))
    const all = pages.flatMap((page) => messagesOf(page.items))
    expect(all).toEqual(Array.from({ length: 25 }, (_, i) => `message ${24 - i}`))

    const last = await list('?page=3&per_page=10&q=message')
    expect(last.response.headers.get('link')).toBe(
      [
        '</sb-admin/contact-messages?page=1&per_page=10&q=message>; rel="first"',
        '</sb-admin/contact-messages?page=2&per_page=10&q=message>; rel="prev"',
        '</sb-admin/contact-messages?page=3&per_page=10&q=message>; rel="last"',
      ].join(', '),
    )
    const past = await list('?page=9')
    expect(past.items).toEqual([])
    expect(past.response.headers.get('x-total-count')).toBe('25')
  })

  it('answers up to 100 a page', async () => {
    await insertMany(120)
    expect((await list('?per_page=100')).items).toHaveLength(100)
  })

  it.each([
    ['?page=0', INBOX_MESSAGES.page],
    ['?page=abc', INBOX_MESSAGES.page],
    ['?page=1.5', INBOX_MESSAGES.page],
    ['?page=-1', INBOX_MESSAGES.page],
    ['?per_page=0', INBOX_MESSAGES.perPage],
    ['?per_page=101', INBOX_MESSAGES.perPage],
    ['?per_page=', INBOX_MESSAGES.perPage],
    ['?status=spam', INBOX_MESSAGES.filter],
    [`?q=${'a'.repeat(201)}`, INBOX_MESSAGES.query],
  ])('refuses %s with 400 and our own text', async (query, error) => {
    const { response, body } = await list(query)
    expect(response.status).toBe(400)
    expect(body).toEqual({ error })
  })

  it('needs a session', async () => {
    for (const path of ['', '/unread-count', '/export', '/1']) {
      expect((await send(t, 'GET', `/sb-admin/contact-messages${path}`)).status).toBe(401)
    }
    expect((await sendJson(t, 'PATCH', '/sb-admin/contact-messages/1', { status: 'read' })).status).toBe(401)
    expect(
      (await sendJson(t, 'POST', '/sb-admin/contact-messages/bulk', { ids: [1], action: 'read' })).status,
    ).toBe(401)
  })
})

describe('searching the inbox', () => {
  beforeEach(async () => {
    await t.db.insert(contactMessages).values([
      {
        name: 'Ada Lovelace',
        email: 'ada@engines.test',
        company: 'Analytical Engines',
        subject: 'A new website',
        message: 'We would like a quote.',
        createdAt: '2030-01-01T00:00:00.000Z',
      },
      {
        name: 'José Núñez',
        email: 'jose@cafe.test',
        subject: 'Mobile app',
        message: 'An app for our café, with loyalty cards.',
        createdAt: '2030-01-02T00:00:00.000Z',
      },
      {
        name: 'Grace Hopper',
        email: 'grace@navy.test',
        company: 'Compilers Inc',
        message: 'Maintenance of a COBOL system, please.',
        createdAt: '2030-01-03T00:00:00.000Z',
      },
    ])
  })

  const namesFor = async (q: string) => {
    const { response, items } = await list(`?q=${encodeURIComponent(q)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-total-count')).toBe(String(items.length))
    return items.map((item) => item.name)
  }

  it.each([
    ['a name', 'lovelace', ['Ada Lovelace']],
    ['an email', 'grace@navy.test', ['Grace Hopper']],
    ['a company', 'compilers', ['Grace Hopper']],
    ['a subject', 'website', ['Ada Lovelace']],
    ['the message', 'loyalty', ['José Núñez']],
  ])('finds %s', async (_case, q, names) => {
    expect(await namesFor(q)).toEqual(names)
  })

  it('matches the start of a word as the user types, any case and without accents', async () => {
    expect(await namesFor('lov')).toEqual(['Ada Lovelace'])
    expect(await namesFor('LOVEL')).toEqual(['Ada Lovelace'])
    expect(await namesFor('nunez')).toEqual(['José Núñez'])
    expect(await namesFor('caf')).toEqual(['José Núñez'])
  })

  it('needs every word to match, in any field', async () => {
    expect(await namesFor('grace cobol')).toEqual(['Grace Hopper'])
    expect(await namesFor('grace website')).toEqual([])
  })

  it.each([
    '"',
    '""',
    'ada"',
    '*',
    'ada*',
    '-ada',
    'ada OR grace',
    'AND',
    'NOT grace',
    'NEAR(ada grace)',
    '(',
    ')',
    'name:ada',
    '{name}: ada',
    '^ada',
    "o'brien",
    '@@@',
    '\\',
    '%_',
    '🙂',
    'a'.repeat(200),
  ])('treats %j as plain text, never an error', async (q) => {
    await namesFor(q)
  })

  it('reads operators as words, not as search syntax', async () => {
    expect(await namesFor('ada OR grace')).toEqual([])
    expect(await namesFor('-ada')).toEqual(['Ada Lovelace'])
    expect(await namesFor('name:ada')).toEqual([])
  })

  it('follows edits and deletes of the stored text', async () => {
    await t.client.execute(
      "UPDATE contact_messages SET message = 'Now about robotics.' WHERE name = 'Grace Hopper'",
    )
    expect(await namesFor('cobol')).toEqual([])
    expect(await namesFor('robot')).toEqual(['Grace Hopper'])
    await t.client.execute("DELETE FROM contact_messages WHERE name = 'Grace Hopper'")
    expect(await namesFor('robot')).toEqual([])
  })

  it('combines the search with a status filter', async () => {
    const { items } = await list('?q=ada')
    const ada = items[0]!
    await setMessageStatus(t, token, ada.id, 'archived')
    expect((await list('?q=ada&status=archived')).items.map((m) => m.name)).toEqual(['Ada Lovelace'])
    expect((await list('?q=ada&status=new')).items).toEqual([])
  })
})

describe('message status', () => {
  it('changes with PATCH, shows in the filters, and drives the unread count', async () => {
    const [first, second] = await insertMany(3)
    const unread = async () =>
      (await (await send(t, 'GET', '/sb-admin/contact-messages/unread-count', { token })).json()) as {
        count: number
      }
    expect(await unread()).toEqual({ count: 3 })

    const patched = await setMessageStatus(t, token, first!.id, 'read')
    expect(patched.status).toBe(200)
    expect(InboxMessageSchema.parse(await patched.json())).toMatchObject({ id: first!.id, status: 'read' })
    await setMessageStatus(t, token, second!.id, 'archived')

    expect(await unread()).toEqual({ count: 1 })
    expect(messagesOf((await list('?status=new')).items)).toEqual(['message 2'])
    expect(messagesOf((await list('?status=read')).items)).toEqual(['message 0'])
    expect(messagesOf((await list('?status=archived')).items)).toEqual(['message 1'])
    expect((await list('?status=all')).items).toHaveLength(3)

    // Mark unread again.
    await setMessageStatus(t, token, first!.id, 'new')
    expect(await unread()).toEqual({ count: 2 })
  })

  it('answers 404 for an unknown id and 400 for a bad id or status, changing nothing', async () => {
    const [row] = await insertMany(1)
    const patch = (id: string, body: unknown) =>
      sendJson(t, 'PATCH', `/sb-admin/contact-messages/${id}`, body, { token })
    const unknown = await patch('999', { status: 'read' })
    await expectRefused(unknown, 404, API_MESSAGES.notFound)
    expect((await patch('abc', { status: 'read' })).status).toBe(400)
    for (const body of [{ status: 'spam' }, { status: 1 }, {}, [], '"read"']) {
      const res = await patch(String(row!.id), body)
      await expectRefused(res, 400, INBOX_MESSAGES.status)
    }
    expect((await list()).items[0]?.status).toBe('new')
  })
})

describe('deleting messages', () => {
  it('deletes one message, then answers 404 for it', async () => {
    const [first] = await insertMany(2)
    const res = await send(t, 'DELETE', `/sb-admin/contact-messages/${first!.id}`, { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(messagesOf((await list()).items)).toEqual(['message 1'])
    expect((await list('?q=message')).items).toHaveLength(1)
    expect((await send(t, 'DELETE', `/sb-admin/contact-messages/${first!.id}`, { token })).status).toBe(404)
    expect((await send(t, 'DELETE', '/sb-admin/contact-messages/x', { token })).status).toBe(400)
  })
})

describe('POST {prefix}/contact-messages/bulk', () => {
  const bulk = (body: unknown) => sendJson(t, 'POST', '/sb-admin/contact-messages/bulk', body, { token })
  const statuses = async () => Object.fromEntries((await list()).items.map((m) => [m.message, m.status]))

  it('marks read, unread, archives and unarchives several messages at once', async () => {
    const rows = await insertMany(3)
    const ids = rows.map((row) => row.id)
    const read = await bulk({ ids: [ids[0], ids[1]], action: 'read' })
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual({ count: 2 })
    expect(await statuses()).toEqual({ 'message 0': 'read', 'message 1': 'read', 'message 2': 'new' })

    await bulk({ ids: [ids[1], ids[2]], action: 'archive' })
    expect(await statuses()).toEqual({
      'message 0': 'read',
      'message 1': 'archived',
      'message 2': 'archived',
    })

    await bulk({ ids: [ids[2]], action: 'unarchive' })
    await bulk({ ids: [ids[0], ids[0]], action: 'unread' })
    expect(await statuses()).toEqual({ 'message 0': 'new', 'message 1': 'archived', 'message 2': 'read' })
  })

  it('deletes several messages at once', async () => {
    const rows = await insertMany(3)
    const res = await bulk({ ids: [rows[0]!.id, rows[2]!.id], action: 'delete' })
    expect(await res.json()).toEqual({ count: 2 })
    expect(messagesOf((await list()).items)).toEqual(['message 1'])
  })

  it('changes nothing when any id is unknown (all or nothing)', async () => {
    const rows = await insertMany(2)
    for (const action of ['read', 'delete']) {
      const res = await bulk({ ids: [rows[0]!.id, 999], action })
      await expectRefused(res, 404, INBOX_MESSAGES.someNotFound)
    }
    expect(await statuses()).toEqual({ 'message 0': 'new', 'message 1': 'new' })
  })

  it.each([
    [{ ids: [], action: 'read' }, INBOX_MESSAGES.ids],
    [{ ids: [0], action: 'read' }, INBOX_MESSAGES.ids],
    [{ ids: ['1'], action: 'read' }, INBOX_MESSAGES.ids],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'read' }, INBOX_MESSAGES.ids],
    [{ ids: [1], action: 'spam' }, INBOX_MESSAGES.action],
    [{ ids: [1] }, INBOX_MESSAGES.action],
    [[1], INBOX_MESSAGES.ids],
  ])('refuses %j with 400', async (body, error) => {
    await insertMany(1)
    const res = await bulk(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error })
  })
})

describe('CORS for the admin origin', () => {
  it('allows PATCH and exposes the paging and download headers', async () => {
    const preflight = await t.app.request('/sb-admin/contact-messages/1', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5174',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH')
    const res = await t.app.request('/sb-admin/contact-messages', {
      headers: { Origin: 'http://localhost:5174', authorization: `Bearer ${token}` },
    })
    const exposed = res.headers.get('access-control-expose-headers')?.toLowerCase() ?? ''
    for (const header of ['x-total-count', 'link', 'content-disposition']) expect(exposed).toContain(header)
  })
})

describe('audit rows for inbox writes', () => {
  async function auditRows() {
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.id)
    return rows.map((row) => ({ action: row.action, targetId: row.targetId, changes: row.changes }))
  }

  it('records a status change with its old and new status, and a delete', async () => {
    const [first] = await insertMany(1)
    const id = first?.id ?? 0
    await setMessageStatus(t, token, id, 'archived')
    await send(t, 'DELETE', `/sb-admin/contact-messages/${id}`, { token })
    const rows = (await auditRows()).filter((row) => row.action.startsWith('message_'))
    expect(rows).toEqual([
      {
        action: 'message_status',
        targetId: String(id),
        changes: { status: { old: 'new', new: 'archived' } },
      },
      { action: 'message_delete', targetId: String(id), changes: null },
    ])
  })

  it('records one row per message of a bulk action, and none when the action is refused', async () => {
    const ids = (await insertMany(2)).map((row) => row.id)
    const refused = await sendJson(
      t,
      'POST',
      '/sb-admin/contact-messages/bulk',
      { ids: [...ids, 999_999], action: 'archive' },
      { token },
    )
    expect(refused.status).toBe(404)
    expect((await auditRows()).filter((row) => row.action.startsWith('message_'))).toEqual([])

    await sendJson(t, 'POST', '/sb-admin/contact-messages/bulk', { ids, action: 'delete' }, { token })
    const rows = (await auditRows()).filter((row) => row.action === 'message_delete')
    expect(rows.map((row) => row.targetId).sort()).toEqual(ids.map(String).sort())
  })

  it('records an export with its filter', async () => {
    await insertMany(1)
    const response = await send(t, 'GET', '/sb-admin/contact-messages/export?status=new&q=sender', { token })
    await response.text()
    expect((await auditRows()).filter((row) => row.action === 'export')).toEqual([
      {
        action: 'export',
        targetId: null,
        changes: { filter: { old: null, new: { q: 'sender', status: 'new' } } },
      },
    ])
  })
})
