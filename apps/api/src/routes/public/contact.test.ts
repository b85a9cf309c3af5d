import { CONTACT_MESSAGES } from '@studio/contracts'
import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { contactMessages } from '../../db/schema'
import { NEWEST_FIRST } from '../../inbox/messages'
import { expectRefused } from '../../test-support/answers'
import { logLinesOf } from '../../test-support/log-lines'
import { createTestApp, TEST_CLIENT_HEADER, type TestApp } from '../../test-support/test-app'
import { CONTACT_LIMIT } from './contact'

let t: TestApp

/** Every stored message, newest first, read straight from the table. */
const listContactMessages = (db: Database) =>
  db
    .select()
    .from(contactMessages)
    .orderBy(...NEWEST_FIRST)
/** A clock-aligned ten-minute boundary; tests run one minute after it. */
const windowStart = Math.ceil(Date.now() / CONTACT_LIMIT.windowMs) * CONTACT_LIMIT.windowMs

beforeEach(async () => {
  t = await createTestApp()
  t.setNow(new Date(windowStart + 60_000))
})

const valid = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  subject: 'A new website',
  message: 'We would like a quote.',
}

function post(body: unknown, client = '203.0.113.1') {
  return t.app.request('/public/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TEST_CLIENT_HEADER]: client },
    body: JSON.stringify(body),
  })
}

describe('POST /public/contact', () => {
  it('stores a valid enquiry trimmed and answers 201 with a small JSON body', async () => {
    const res = await post({
      name: '  Ada Lovelace ',
      company: ' ',
      email: ' ada@example.com ',
      subject: '',
      message: '\n Hello there \n',
    })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    const rows = await listContactMessages(t.db)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: null,
      subject: null,
      message: 'Hello there',
    })
  })

  it('keeps the optional company and subject when given', async () => {
    expect((await post(valid)).status).toBe(201)
    const [row] = await listContactMessages(t.db)
    expect(row).toMatchObject({ company: 'Analytical Engines', subject: 'A new website' })
  })

  it('stores the language the enquiry was sent in, English when none is given', async () => {
    const arabic = { ...valid, name: 'سارة أحمد', message: 'نود الحصول على عرض سعر.', language: 'ar' }
    expect((await post(valid)).status).toBe(201)
    expect((await post(arabic)).status).toBe(201)
    expect((await post({ ...valid, language: 'en' })).status).toBe(201)
    const rows = await listContactMessages(t.db)
    expect(rows.map((row) => row.language)).toEqual(['en', 'ar', 'en'])
    expect(rows[1]).toMatchObject({ name: 'سارة أحمد', message: 'نود الحصول على عرض سعر.' })
  })

  it.each([
    ['a missing name', { ...valid, name: undefined }, CONTACT_MESSAGES.nameRequired],
    ['a blank name', { ...valid, name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['a missing email', { ...valid, email: undefined }, CONTACT_MESSAGES.emailRequired],
    ['a blank email', { ...valid, email: ' ' }, CONTACT_MESSAGES.emailRequired],
    ['an email without a dot', { ...valid, email: 'ada@example' }, CONTACT_MESSAGES.emailInvalid],
    ['an email with a space', { ...valid, email: 'ada lovelace@example.com' }, CONTACT_MESSAGES.emailInvalid],
    ['an email without an at sign', { ...valid, email: 'ada.example.com' }, CONTACT_MESSAGES.emailInvalid],
    ['a missing message', { ...valid, message: undefined }, CONTACT_MESSAGES.messageRequired],
    ['a blank message', { ...valid, message: '\n\t ' }, CONTACT_MESSAGES.messageRequired],
    [
      'an over-long message',
      { ...valid, message: 'x'.repeat(5001) },
      'Message must be at most 5000 characters.',
    ],
    ['an over-long name', { ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['an unknown language', { ...valid, language: 'fr' }, CONTACT_MESSAGES.languageInvalid],
    ['a language that is not text', { ...valid, language: 1 }, CONTACT_MESSAGES.languageInvalid],
    ['a null language', { ...valid, language: null }, CONTACT_MESSAGES.languageInvalid],
  ])('refuses %s with 400 and the spec text, storing nothing', async (_case, body, error) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error })
    expect(await listContactMessages(t.db)).toHaveLength(0)
  })

  it('treats a filled website field as spam: the same success, nothing stored', async () => {
    const res = await post({ ...valid, website: 'https://spam.example' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(await listContactMessages(t.db)).toHaveLength(0)
  })

  it('stores an enquiry whose website field is empty', async () => {
    expect((await post({ ...valid, website: '' })).status).toBe(201)
    expect(await listContactMessages(t.db)).toHaveLength(1)
  })

  it.each([
    ['a number', 1],
    ['zero', 0],
    ['false', false],
    ['an object', { a: 1 }],
    ['a list', []],
    ['a 3,000-character string', 'x'.repeat(3000)],
  ])('treats %s in the website field as spam without a telling 400', async (_case, website) => {
    const res = await post({ ...valid, website })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(await listContactMessages(t.db)).toHaveLength(0)
  })

  it.each([
    ['null', null],
    ['blank text', ' \n '],
  ])('stores an enquiry whose website field is %s', async (_case, website) => {
    expect((await post({ ...valid, website })).status).toBe(201)
    expect(await listContactMessages(t.db)).toHaveLength(1)
  })

  it('treats a null company or subject as empty', async () => {
    expect((await post({ ...valid, company: null, subject: null })).status).toBe(201)
    const [row] = await listContactMessages(t.db)
    expect(row).toMatchObject({ company: null, subject: null })
  })

  it.each([
    ['a number name', { ...valid, name: 7 }, 'Name must be text.'],
    ['a list email', { ...valid, email: ['ada@example.com'] }, 'Email must be text.'],
    ['an object message', { ...valid, message: { text: 'hi' } }, 'Message must be text.'],
    ['a number company', { ...valid, company: 3 }, 'Company must be text.'],
    ['a boolean subject', { ...valid, subject: true }, 'Subject must be text.'],
    ['a list body', [valid], 'The request body must be a JSON object.'],
  ])('refuses %s with our own 400 text', async (_case, body, error) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error })
  })

  it('allows 5 posts per address in 10 minutes, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await post(valid)).status).toBe(201)

    let limited = new Response()
    const lines = await logLinesOf(async () => {
      limited = await t.app.request('/public/contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [TEST_CLIENT_HEADER]: '203.0.113.1',
          [REQUEST_ID_HEADER]: 'site-visit-0001',
        },
        body: JSON.stringify(valid),
      })
    })
    await expectRefused(limited, 429, CONTACT_MESSAGES.rateLimited)
    // The refusal is one warning line under the caller's (the site's) request id, never the address.
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'contact.rate_limited',
        request_id: 'site-visit-0001',
        route: 'POST /public/contact',
        status: 429,
      }),
    ])
    expect(JSON.stringify(lines)).not.toContain('203.0.113')
    // All five were posted just now: the first slot frees ten minutes after them.
    expect(limited.headers.get('retry-after')).toBe('600')
    expect(await listContactMessages(t.db)).toHaveLength(5)

    // Another address is not affected, and the first one may post again once ten minutes have passed.
    expect((await post(valid, '198.51.100.7')).status).toBe(201)
    t.setNow(new Date(windowStart + 60_000 + CONTACT_LIMIT.windowMs - 1000))
    expect((await post(valid)).status).toBe(429)
    t.setNow(new Date(windowStart + 60_000 + CONTACT_LIMIT.windowMs))
    expect((await post(valid)).status).toBe(201)
  })

  it('limits a whole IPv6 /64 as one address, so rotating through it gains nothing', async () => {
    for (let i = 1; i <= CONTACT_LIMIT.max; i++) {
      expect((await post(valid, `2001:db8:abcd:12::${i.toString(16)}`)).status).toBe(201)
    }
    const limited = await post(valid, '2001:db8:abcd:12:ffff:ffff:ffff:ffff')
    expect(limited.status).toBe(429)
    expect(await listContactMessages(t.db)).toHaveLength(CONTACT_LIMIT.max)
    expect((await post(valid, '2001:db8:abcd:13::1')).status).toBe(201)
  })

  it('holds the limit across a clock-aligned window boundary (a sliding window, not a fixed one)', async () => {
    // One post a minute in the five minutes before a ten-minute boundary, then more just after it.
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      t.setNow(new Date(windowStart - (CONTACT_LIMIT.max - i) * 60_000))
      expect((await post(valid)).status).toBe(201)
    }
    t.setNow(new Date(windowStart + 60_000))
    const limited = await post(valid)
    expect(limited.status).toBe(429)
    // The oldest post (five minutes before the boundary) leaves the window four minutes from now.
    expect(limited.headers.get('retry-after')).toBe('240')
    expect(await listContactMessages(t.db)).toHaveLength(CONTACT_LIMIT.max)
    // Exactly when Retry-After says, one slot is free again, and only one.
    t.setNow(new Date(windowStart + 5 * 60_000))
    expect((await post(valid)).status).toBe(201)
    const next = await post(valid)
    expect(next.status).toBe(429)
    expect(next.headers.get('retry-after')).toBe('60')
  })

  it('counts spam posts toward the limit too', async () => {
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await post({ ...valid, website: 'x' })).status).toBe(201)
    }
    expect((await post(valid)).status).toBe(429)
    expect(await listContactMessages(t.db)).toHaveLength(0)
  })

  it('answers 50 concurrent posts from different addresses against the file database without a 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post({ ...valid, message: `Enquiry ${i}` }, `10.0.0.${i}`)),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    const created = statuses.filter((status) => status === 201).length
    const rows = await listContactMessages(t.db)
    expect(rows).toHaveLength(created)
    expect(created).toBe(50)
    expect(new Set(rows.map((row) => row.message)).size).toBe(50)
  })

  it('keeps the limit exact under 50 concurrent posts from one address', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(valid, '192.0.2.50')))
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_LIMIT.max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - CONTACT_LIMIT.max)
    expect(await listContactMessages(t.db)).toHaveLength(CONTACT_LIMIT.max)
  })
})
