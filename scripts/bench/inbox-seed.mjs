/**
 * Fills a fresh libSQL file for the inbox benchmark with `count` enquiries, the same rows every run (a
 * fixed seed): varied names (diacritics included), emails and companies, messages from a line to the
 * 5,000-character maximum, and a mix of statuses (the newest mostly new). The file is opened and
 * migrated by the API's own code (loaded through tsx); rows go in 5,000 a transaction, and the
 * full-text index is filled by the migration's triggers, as for every enquiry.
 * Also `items` All Work items (ids 1 to n) for the order-save figure.
 */
import { tsImport } from 'tsx/esm/api'

let state
/** mulberry32 over `state`: small, fast and deterministic (`seedInbox` sets the same seed every run). */
function random() {
  state = (state + 0x6d2b79f5) >>> 0
  let t = Math.imul(state ^ (state >>> 15), state | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const int = (min, max) => min + Math.floor(random() * (max - min + 1))
const pick = (list) => list[int(0, list.length - 1)]

/** A list written as one `|`-separated text; line breaks inside it are spaces. */
const list = (text) => text.split('|').map((item) => item.replace(/\s+/g, ' ').trim())

const FIRST = list(`Anna | James | Zoë | Chloé | Mateo | Aisha | Mohammed | Priya | Mei | Hiroshi | Ngozi |
  Siobhán | Łukasz | José | François | Björn | Søren | Giulia | Olga | Tomás`)
const LAST = list(`Smith | Jones | García | Müller | Dubois | Lefèvre | Rossi | Kowalski | Novák | Nielsen |
  O'Brien | Patel | Khan | Okafor | Nakamura | Nguyen | Silva | Ivanova | Cohen | Van der Berg`)
const COMPANIES = list(`Northwind Traders | Bluebird Bakery | Harbour & Co | Greenleaf Dental |
  Riverside Vets | Copperpot Kitchen | Atelier Rossi | Kowalski Legal | Sakura Studio | Müller GmbH`)
const FREE_MAIL = ['gmail.com', 'outlook.com', 'proton.me', 'yahoo.co.uk', 'icloud.com']
const SUBJECTS = list(`Quote for a new website | Redesign of our online shop | Mobile app for our customers |
  Question about pricing | SEO and page speed | Maintenance contract | AI chatbot for customer support`)
const SENTENCES = list(`We are a small business looking for a new website that works well on phones. | Our
  current website is slow and hard to update, and customers keep telling us so. | Could you send us a
  rough quote and a timeline? | We would like an online shop with about 40 products and card payments. |
  The budget is around £15,000 but we are flexible for the right partner. | We need a booking system so
  clients can pick a slot without phoning us. | Is hosting and maintenance included, or is that priced
  separately? | Our team is 12 people and nobody is technical, so training matters. | Accessibility is
  important to us; several of our customers use screen readers. | Please let me know when would be a
  good time for a call next week.`)

/** Letters only: NFD splits accents off (ł and ø, with none to split, go too). */
const asciiOf = (text) => text.normalize('NFD').replace(/[^A-Za-z]/g, '')

/** new, read or archived, by a roll in [0, 1) and the odds of new and of new or read. */
const statusBy = (roll, newOdds, newOrReadOdds) =>
  roll < newOdds ? 'new' : roll < newOrReadOdds ? 'read' : 'archived'

/** Enquiry `i` of `count`, oldest first, over the two years before `end`. */
function enquiryAt(i, count, end) {
  const [first, last] = [pick(FIRST), pick(LAST)]
  const company = random() < 0.7 ? pick(COMPANIES) : null
  const domain = company && random() < 0.6 ? `${asciiOf(company).slice(0, 18)}.example` : pick(FREE_MAIL)
  const email =
    `${asciiOf(first)}.${asciiOf(last)}${random() < 0.4 ? int(1, 99) : ''}@${domain}`.toLowerCase()
  // 55% a few lines, 35% a few paragraphs, 10% long (up to the 5,000-character maximum).
  const roll = random()
  const length = roll < 0.55 ? int(60, 300) : roll < 0.9 ? int(300, 1500) : int(1500, 5000)
  let message = 'Hello,'
  while (message.length < length) message += `${random() < 0.25 ? '\n\n' : ' '}${pick(SENTENCES)}`
  message = `${message}\n\nKind regards,\n${first}`.slice(0, 5000)
  // The 10 newest are new, the 300 newest mostly new, the rest mostly read, some archived, a few new.
  const newer = count - 1 - i
  const status =
    newer < 10 ? 'new' : newer < 300 ? statusBy(random(), 0.85, 1) : statusBy(random(), 0.08, 0.72)
  const span = 730 * 86_400_000
  const createdAt = new Date(end - span + Math.floor(((i + random() * 0.9) / count) * span)).toISOString()
  const subject = random() < 0.85 ? pick(SUBJECTS) : null
  return { name: `${first} ${last}`, email, company, subject, message, createdAt, status }
}

// 5,000 enquiries a transaction, as one JSON array: no bound-parameter limit to mind.
const ROWS_PER_INSERT = 5_000
const INSERT = `INSERT INTO contact_messages (name, email, company, subject, message, created_at, status)
  SELECT value ->> 'name', value ->> 'email', value ->> 'company', value ->> 'subject', value ->> 'message',
    value ->> 'createdAt', value ->> 'status' FROM json_each(?)`

/** Seeds the file at `path`. The bench checks the outcome: the list's total, and the order save's 200 (every id once). */
export async function seedInbox(path, count, items) {
  const api = await tsImport('../../apps/api/src/db/open-node.ts', import.meta.url)
  const { client, db } = await api.openNodeDatabase(`file:${path}`)
  await api.migrateNodeDatabase(db)
  state = 13
  // The newest message is an hour old, so the enquiries the benchmark posts later are newer still.
  const end = Date.now() - 3_600_000
  for (let first = 0; first < count; first += ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, count - first) }, (_, k) =>
      enquiryAt(first + k, count, end),
    )
    await client.execute({ sql: INSERT, args: [JSON.stringify(rows)] })
  }
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${items})
    INSERT INTO work_items (title, description, slug, position) SELECT 'Item ' || i, 'x', 'item-' || i, i FROM n`)
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  client.close()
}
