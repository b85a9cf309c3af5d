import { INBOX_MESSAGES } from '@studio/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { contactMessages } from '../../db/schema'
import { EXPORT_BATCH_ROWS, exportHeader } from '../../inbox/export'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

let t: TestApp
let token: string

const DAY = 24 * 60 * 60 * 1000

beforeEach(async () => {
  t = await createTestApp({ config: { sessionTtlMs: 7 * DAY } })
  token = await signInFirstAdmin(t)
})

/** An RFC 4180 reader for the tests: quoted cells, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell)
      records.push(record)
      record = []
      cell = ''
      i++
    } else cell += char
  }
  if (cell !== '' || record.length > 0) throw new Error('the last record has no CRLF')
  return records
}

const exportOf = (query = '') => send(t, 'GET', `/sb-admin/contact-messages/export${query}`, { token })

async function exportedRows(query = '', timeZone = 'Africa/Cairo') {
  const res = await exportOf(query)
  expect(res.status).toBe(200)
  // text() would drop the byte-order mark; the test reads the bytes as they were sent.
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(await res.arrayBuffer())
  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header, ...rows] = parseCsv(text.slice(1))
  expect(header).toEqual(exportHeader(timeZone))
  return rows
}

describe('GET {prefix}/contact-messages/export', () => {
  it("downloads CSV named by the studio's date, with a header row that names the time zone", async () => {
    // 22:30 UTC (within the session's lifetime) is already the next day in Cairo (UTC+2 or +3).
    const now = new Date()
    now.setUTCHours(22, 30, 0, 0)
    if (now.getTime() < Date.now()) now.setUTCDate(now.getUTCDate() + 1)
    t.setNow(now)
    const date = new Date(now.getTime() + DAY).toISOString().slice(0, 10)
    const res = await exportOf()
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="contact-messages-${date}.csv"`)
    expect(await exportedRows()).toEqual([])
  })

  it('quotes commas, quotes and line breaks the RFC 4180 way, and keeps every character', async () => {
    await t.db.insert(contactMessages).values({
      name: 'Ada, Countess "of" Lovelace',
      email: 'ada@x.test',
      company: null,
      subject: 'Çafé – 日本',
      message: 'Line one\r\nLine two\nLine "three"',
      createdAt: '2030-01-01T00:00:00.000Z',
    })
    const [row] = await exportedRows()
    expect(row).toEqual([
      expect.any(String),
      // Midnight UTC on New Year's Day is 02:00 in Cairo (UTC+2 in winter).
      '2030-01-01 02:00:00',
      'new',
      'Ada, Countess "of" Lovelace',
      'ada@x.test',
      '',
      'Çafé – 日本',
      'Line one\r\nLine two\nLine "three"',
      'en',
      '',
      '',
      '',
    ])
  })

  it.each([
    ['=HYPERLINK("http://evil.test","x")'],
    ['+1+2'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\tleading tab'],
    ['\rleading return'],
  ])('defuses a cell a spreadsheet would run as a formula: %j', async (text) => {
    await t.db.insert(contactMessages).values({ name: text, email: 'x@x.test', message: text })
    const res = await exportOf()
    const body = await res.text()
    // The raw cell is quoted and starts with an apostrophe, so no spreadsheet evaluates it.
    expect(body).toContain(`"'${text.replaceAll('"', '""')}"`)
    const [row] = parseCsv(body.replace(/^\uFEFF/, '')).slice(1)
    expect(row?.[3]).toBe(`'${text}`)
    expect(row?.[7]).toBe(`'${text}`)
  })

  it('exports the current filter and search', async () => {
    await t.db.insert(contactMessages).values([
      { name: 'Ada', email: 'ada@x.test', message: 'website quote', status: 'archived' },
      { name: 'Bo', email: 'bo@x.test', message: 'website help' },
      { name: 'Cy', email: 'cy@x.test', message: 'an app' },
    ])
    expect((await exportedRows('?q=webs')).map((row) => row[3]).sort()).toEqual(['Ada', 'Bo'])
    expect((await exportedRows('?q=webs&status=archived')).map((row) => row[3])).toEqual(['Ada'])
    expect(await exportedRows('?q=%40%40')).toEqual([])
    expect((await exportOf('?status=spam')).status).toBe(400)
  })

  it('quotes every cell, header and numbers included, so ; , tabs, quotes and line breaks stay in their cell', async () => {
    await t.db.insert(contactMessages).values({
      name: 'Ada; Lovelace',
      email: 'ada@x.test',
      company: 'A\tB',
      subject: 'x,y',
      message: 'say "hi"\r\nbye',
      createdAt: '2030-01-01T00:00:00.000Z',
    })
    const body = await (await exportOf()).text()
    const records = body.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/).filter(Boolean)
    expect(records).toHaveLength(2)
    for (const record of records) expect(record).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/)
    expect(records[0]).toBe(
      exportHeader('Africa/Cairo')
        .map((column) => `"${column}"`)
        .join(','),
    )
    expect(records[1]).toContain('"Ada; Lovelace","ada@x.test","A\tB","x,y","say ""hi""\r\nbye"')
  })

  it("writes each message's source, campaign and landing page, and exports one source's messages", async () => {
    await t.db.insert(contactMessages).values([
      {
        name: 'Ada',
        email: 'ada@x.test',
        message: 'x',
        source: 'newsletter',
        campaign: 'spring',
        landingPath: '/',
      },
      { name: 'Bo', email: 'bo@x.test', message: 'x', source: 'google.com', landingPath: '/ar/services' },
      { name: 'Cy', email: 'cy@x.test', message: 'x' },
    ])
    const rows = await exportedRows()
    expect(rows.map((row) => [row[3], ...row.slice(-3)])).toEqual([
      ['Cy', '', '', ''],
      ['Bo', 'google.com', '', '/ar/services'],
      ['Ada', 'newsletter', 'spring', '/'],
    ])
    expect((await exportedRows('?source=NewsLetter')).map((row) => row[3])).toEqual(['Ada'])
  })

  it("writes times in the studio's time zone when the studio names another", async () => {
    await t.db.insert(contactMessages).values({
      name: 'Ada',
      email: 'ada@x.test',
      message: 'x',
      createdAt: '2030-07-01T12:00:00.000Z',
    })
    const saved = await sendJson(
      t,
      'PUT',
      '/sb-admin/settings/audience',
      { time_zone: 'America/New_York' },
      { token },
    )
    expect(saved.status).toBe(200)
    const [row] = await exportedRows('', 'America/New_York')
    expect(row?.[1]).toBe('2030-07-01 08:00:00')
  })

  it.each([['%00'], ['ada%00'], ['%01'], ['%09'], ['%0A'], ['%1B'], ['%7F'], ['%C2%85'], ['%E2%80%AE']])(
    'answers 400 with a clear text for a control character in q (%s), never a 5xx or a cut export',
    async (q) => {
      await t.db
        .insert(contactMessages)
        .values({ name: 'Ada', email: 'ada@x.test', message: 'website quote' })
      for (const path of ['/sb-admin/contact-messages', '/sb-admin/contact-messages/export']) {
        const res = await send(t, 'GET', `${path}?q=${q}`, { token })
        expect(res.status, path).toBe(400)
        expect(await res.json()).toEqual({ error: INBOX_MESSAGES.queryCharacters })
      }
    },
  )

  it('streams many rows newest first, across read batches, each exactly once', async () => {
    const total = EXPORT_BATCH_ROWS * 2 + 345
    // Equal timestamps across a batch boundary: the id breaks ties, so none is lost or repeated.
    await t.client.execute({
      sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO contact_messages (name, email, message, created_at)
            SELECT 'Sender ' || i, 'sender' || i || '@x.test', 'message ' || i,
                   '2030-01-01T00:00:' || printf('%02d', i / 500) || '.000Z' FROM n`,
      args: [total],
    })
    const res = await exportOf()
    expect(res.body).toBeInstanceOf(ReadableStream)
    const rows = await exportedRows()
    expect(rows).toHaveLength(total)
    const ids = rows.map((row) => Number(row[0]))
    expect(new Set(ids).size).toBe(total)
    const keys = rows.map((row) => `${row[1]}#${String(row[0]).padStart(8, '0')}`)
    expect(keys).toEqual([...keys].sort().reverse())
  })
})
