/**
 * Fills a fresh libSQL file for the inbox benchmark with `--count` realistic enquiries, the same rows
 * every run (a fixed seed): varied names (diacritics included), emails and companies, messages from a
 * line to the 5,000-character maximum, now and then a spam post that starts with a spreadsheet
 * formula, and a mix of statuses (the newest mostly new). The file is opened and migrated by the
 * API's own code; rows go in as multi-row INSERTs, many per transaction, and the full-text index is
 * filled by the migration's triggers, as for every enquiry. Also `--items` All Work items (ids 1 to
 * n) for the order-save figure. Reports `{ type: 'ready', rows, indexed, workItems, ms }` over IPC
 * and exits. Run by inbox.mjs under `node --import tsx`.
 */
import { parseArgs } from 'node:util'
import { migrateNodeDatabase, openNodeDatabase } from '../../apps/api/src/db/open-node.ts'

/** Small, fast and deterministic (mulberry32). */
function createRandom(seed) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  }
}

/** A list written as one `|`-separated text; line breaks inside it are spaces. */
const list = (text) => text.split('|').map((item) => item.replace(/\s+/g, ' ').trim())

const FIRST = list(`Anna | James | Zoë | Chloé | Mateo | Aisha | Mohammed | Priya | Mei | Hiroshi | Ngozi |
  Siobhán | Łukasz | José | François | Björn | Søren | Giulia | Olga | Tomás`)
const LAST = list(`Smith | Jones | García | Müller | Dubois | Lefèvre | Rossi | Kowalski | Novák | Nielsen |
  O'Brien | Patel | Khan | Okafor | Nakamura | Nguyen | Silva | Ivanova | Cohen | Van der Berg`)
const COMPANIES =
  list(`Northwind Traders | Bluebird Bakery | Harbour & Co | Greenleaf Dental | Riverside Vets |
  Copperpot Kitchen | Atelier Rossi | Kowalski Legal | Sakura Studio | Brightside Charity | Müller GmbH |
  Dubois & Fils | Okafor Consulting | Ember Coffee Roasters`)
const FREE_MAIL = ['gmail.com', 'outlook.com', 'proton.me', 'yahoo.co.uk', 'icloud.com']
const SUBJECTS = list(`Quote for a new website | Redesign of our online shop | Mobile app for our customers |
  Booking system for {company} | Question about pricing | SEO and page speed | Maintenance contract |
  AI chatbot for customer support`)
const SENTENCES = list(`We are a small business looking for a new website that works well on phones. | Our
  current website is slow and hard to update, and customers keep telling us so. | Could you send us a
  rough quote and a timeline? | We would like an online shop with about {n} products and card payments. |
  The budget is around £{n},000 but we are flexible for the right partner. | We need a booking system so
  clients can pick a slot without phoning us. | Is hosting and maintenance included, or is that priced
  separately? | Our team at {company} is {n} people and nobody is technical, so training matters. |
  Accessibility is important to us; several of our customers use screen readers. | Please let me know
  when would be a good time for a call next week.`)
const SPAM = list(`=HYPERLINK("http://spam.example","Click here") Cheap SEO services, first page of Google
  guaranteed. | +44 SEO offer: we rank any website in 7 days. Reply now.`)

const asciiOf = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁøØ]/g, 'l')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()

const fill = (template, random, company) =>
  template.replaceAll('{company}', company ?? 'our company').replaceAll('{n}', String(random.int(2, 60)))

/** 55% a few lines, 35% a few paragraphs, 10% long (up to the 5,000-character maximum). */
function messageText(random, first, company) {
  if (random.next() < 0.01) return random.pick(SPAM)
  const roll = random.next()
  const target =
    roll < 0.55 ? random.int(60, 300) : roll < 0.9 ? random.int(300, 1500) : random.int(1500, 5000)
  let text = 'Hello,'
  while (text.length < target)
    text += `${random.next() < 0.25 ? '\n\n' : ' '}${fill(random.pick(SENTENCES), random, company)}`
  return `${text}\n\nKind regards,\n${first}`.slice(0, 5000)
}

/** Message `i` of `count`, oldest first, spread over the two years before `end`. */
function messageAt(random, i, count, end) {
  const first = random.pick(FIRST)
  const last = random.pick(LAST)
  const company = random.next() < 0.7 ? random.pick(COMPANIES) : null
  const domain =
    company && random.next() < 0.6 ? `${asciiOf(company).slice(0, 18)}.example` : random.pick(FREE_MAIL)
  const subject =
    random.next() < 0.003
      ? '=cmd|"/C calc"!A0'
      : random.next() < 0.85
        ? fill(random.pick(SUBJECTS), random, company)
        : null
  const span = 730 * 86_400_000
  const newer = count - 1 - i
  const roll = random.next()
  const recent = newer < 300 && (roll < 0.85 || newer < 10)
  const status =
    recent || (newer >= 300 && roll < 0.08) ? 'new' : newer < 300 || roll < 0.72 ? 'read' : 'archived'
  return {
    name: `${first} ${last}`,
    email: `${asciiOf(first)}.${asciiOf(last)}${random.next() < 0.4 ? random.int(1, 99) : ''}@${domain}`,
    company,
    subject,
    message: messageText(random, first, company),
    createdAt: new Date(end - span + Math.floor(((i + random.next() * 0.9) / count) * span)).toISOString(),
    status,
  }
}

// Seven columns a row: 500 rows stay far below SQLite's bound-parameter limit; 10 INSERTs a transaction.
const ROWS_PER_INSERT = 500
const INSERTS_PER_BATCH = 10
const COLUMNS = '(name, email, company, subject, message, created_at, status)'

async function seedInbox(file, count, items) {
  const { client, db } = await openNodeDatabase(`file:${file}`)
  await migrateNodeDatabase(db)
  const random = createRandom(13)
  // The newest message is an hour old, so the enquiries the benchmark posts later are newer still.
  const end = Date.now() - 3_600_000
  let made = 0
  const nextInsert = () => {
    const rows = Math.min(ROWS_PER_INSERT, count - made)
    const args = []
    for (let r = 0; r < rows; r++) {
      const m = messageAt(random, made++, count, end)
      args.push(m.name, m.email, m.company, m.subject, m.message, m.createdAt, m.status)
    }
    const placeholders = Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?)').join(', ')
    return { sql: `INSERT INTO contact_messages ${COLUMNS} VALUES ${placeholders}`, args }
  }
  while (made < count) {
    const statements = []
    while (made < count && statements.length < INSERTS_PER_BATCH) statements.push(nextInsert())
    await client.batch(statements, 'write')
  }
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${items})
    INSERT INTO work_items (title, description, slug, position) SELECT 'Item ' || i, 'x', 'item-' || i, i
    FROM n WHERE i <= ${items}`)
  const scalar = async (sql) => Number(Object.values((await client.execute(sql)).rows[0] ?? {})[0] ?? 0)
  const seeded = {
    rows: await scalar('SELECT count(*) FROM contact_messages'),
    // One _docsize row per indexed document: the triggers indexed every message.
    indexed: await scalar('SELECT count(*) FROM contact_messages_fts_docsize'),
    workItems: await scalar('SELECT count(*) FROM work_items'),
  }
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  client.close()
  return seeded
}

const { values } = parseArgs({
  options: { db: { type: 'string' }, count: { type: 'string' }, items: { type: 'string' } },
})
const [count, items] = [Number(values.count), Number(values.items ?? 0)]
if (!values.db || !(count >= 1 && items >= 0)) throw new Error('usage: --db <file> --count <n> --items <n>')
const started = performance.now()
const seeded = await seedInbox(values.db, count, items)
process.send?.({ type: 'ready', ...seeded, ms: performance.now() - started })
process.disconnect?.()
