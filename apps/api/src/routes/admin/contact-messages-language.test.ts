import { INBOX_MESSAGES, InboxMessageSchema } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { auditLog, contactMessages } from '../../db/schema'
import { inboxWith, setMessageStatus } from '../../test-support/inbox'
import { send } from '../../test-support/requests'
import { TEST_CLIENT_HEADER, type TestApp } from '../../test-support/test-app'

let t: TestApp
let token: string

beforeEach(async () => {
  // Names say language and status.
  ;({ t, token } = await inboxWith([
    { name: 'Ada', language: 'en', status: 'new', message: 'A website please' },
    { name: 'Sara', language: 'ar', status: 'new', message: 'نريد موقعا إلكترونيا' },
    { name: 'Omar', language: 'ar', status: 'read', message: 'تطبيق للهاتف website' },
    { name: 'Bo', language: 'en', status: 'archived', message: 'An app please' },
    { name: 'Laila', language: 'ar', status: 'archived', message: 'متجر شوبيفاي' },
  ]))
})

async function names(query: string) {
  const response = await send(t, 'GET', `/sb-admin/contact-messages${query}`, { token })
  expect(response.status).toBe(200)
  const items = ((await response.json()) as unknown[]).map((item) => InboxMessageSchema.parse(item))
  return { names: items.map((item) => item.name), total: response.headers.get('x-total-count') }
}

describe('the inbox by language', () => {
  it('gives each message its language', async () => {
    const response = await send(t, 'GET', '/sb-admin/contact-messages', { token })
    const items = (await response.json()) as Array<{ name: string; language: string }>
    expect(items.map(({ name, language }) => [name, language])).toEqual([
      ['Laila', 'ar'],
      ['Bo', 'en'],
      ['Omar', 'ar'],
      ['Sara', 'ar'],
      ['Ada', 'en'],
    ])
  })

  it('shows an enquiry posted from the Arabic site as Arabic', async () => {
    const posted = await t.app.request('/public/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TEST_CLIENT_HEADER]: '203.0.113.5' },
      body: JSON.stringify({ name: 'هدى', email: 'huda@x.test', message: 'مرحبا', language: 'ar' }),
    })
    expect(posted.status).toBe(201)
    const response = await send(t, 'GET', '/sb-admin/contact-messages?q=huda', { token })
    expect(await response.json()).toEqual([
      expect.objectContaining({ name: 'هدى', message: 'مرحبا', language: 'ar', status: 'new' }),
    ])
  })

  it('filters by language alone, with the total of that language', async () => {
    expect(await names('?language=ar')).toEqual({ names: ['Laila', 'Omar', 'Sara'], total: '3' })
    expect(await names('?language=en')).toEqual({ names: ['Bo', 'Ada'], total: '2' })
  })

  it('combines the language with the status filter, the search and paging', async () => {
    expect(await names('?language=ar&status=new')).toEqual({ names: ['Sara'], total: '1' })
    expect(await names('?language=en&status=archived')).toEqual({ names: ['Bo'], total: '1' })
    expect(await names('?language=ar&q=website')).toEqual({ names: ['Omar'], total: '1' })
    expect(await names('?language=en&q=website')).toEqual({ names: ['Ada'], total: '1' })
    expect(await names('?language=ar&status=archived&q=website')).toEqual({ names: [], total: '0' })
    expect(await names('?language=ar&per_page=2&page=2')).toEqual({ names: ['Sara'], total: '3' })
  })

  it('keeps the language in the paging links', async () => {
    const response = await send(t, 'GET', '/sb-admin/contact-messages?language=ar&per_page=2', { token })
    expect(response.headers.get('link')).toContain('language=ar')
  })

  it('answers a status change with the language unchanged', async () => {
    const [sara] = await t.db.select().from(contactMessages).where(eq(contactMessages.name, 'Sara'))
    const patched = await setMessageStatus(t, token, sara?.id, 'read')
    expect(await patched.json()).toMatchObject({ name: 'Sara', status: 'read', language: 'ar' })
  })

  it.each(['fr', 'AR', '', 'all'])('refuses language=%s with 400 and our own text', async (language) => {
    for (const path of ['', '/export']) {
      const response = await send(t, 'GET', `/sb-admin/contact-messages${path}?language=${language}`, {
        token,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: INBOX_MESSAGES.language })
    }
  })
})

describe('exporting by language', () => {
  const exported = async (query: string) => {
    const response = await send(t, 'GET', `/sb-admin/contact-messages/export${query}`, { token })
    expect(response.status).toBe(200)
    return (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
  }

  it('gives every row the message language, after the columns earlier exports had', async () => {
    const [header, ...rows] = await exported('')
    const column = header?.split(',').indexOf('"language"') ?? -1
    expect(column).toBe(8)
    expect(rows.map((row) => row.split(',').at(column))).toEqual(['"ar"', '"en"', '"ar"', '"ar"', '"en"'])
  })

  it('exports only the chosen language, with the status filter and search, and records the filter', async () => {
    const rows = (await exported('?language=ar&status=archived')).slice(1)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain('"Laila"')
    expect((await exported('?language=en&q=please')).slice(1)).toHaveLength(2)
    const audits = await t.db.select().from(auditLog)
    expect(audits.filter((row) => row.action === 'export').map((row) => row.changes)).toEqual([
      { filter: { old: null, new: { q: '', status: 'archived', language: 'ar' } } },
      { filter: { old: null, new: { q: 'please', status: 'all', language: 'en' } } },
    ])
  })
})
