/**
 * Fills a fresh libSQL file for the inbox benchmark: opened and migrated by the API's own code (the
 * Node entry's openNodeDatabase and migrations), then `--count` generated contact messages inserted
 * through @libsql/client in multi-row INSERTs, many per transaction. The full-text index is filled
 * by the migration's own triggers, as for every enquiry, so seeding pays for it honestly.
 *
 *   node --import tsx scripts/bench/inbox-seed.mjs --db /tmp/x/inbox.db --count 100000
 *
 * Reports `{ type: 'ready', rows, indexed, ms }` over IPC (or prints it) and exits.
 */
import { parseArgs } from 'node:util'
import { migrateNodeDatabase, openNodeDatabase } from '../../apps/api/src/db/open-node.ts'
import { createRandom, messageAt } from './lib/inbox-data.mjs'

const { values } = parseArgs({ options: { db: { type: 'string' }, count: { type: 'string' } } })
const count = Number(values.count)
if (!values.db || !Number.isInteger(count) || count < 1) throw new Error('usage: --db <file> --count <n>')

/** Seven columns a row: 500 rows stay far below SQLite's bound-parameter limit. */
const ROWS_PER_INSERT = 500
/** Ten INSERTs (5,000 rows) per transaction. */
const INSERTS_PER_BATCH = 10
const COLUMNS = '(name, email, company, subject, message, created_at, status)'

const started = performance.now()
const { client, db } = await openNodeDatabase(`file:${values.db}`)
await migrateNodeDatabase(db)
const migrated = performance.now()

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
const inserted = performance.now()

const scalar = async (sql) => Number(Object.values((await client.execute(sql)).rows[0] ?? {})[0] ?? 0)
const rows = await scalar('SELECT count(*) FROM contact_messages')
// One _docsize row per indexed document: the triggers indexed every message.
const indexed = await scalar('SELECT count(*) FROM contact_messages_fts_docsize')
await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
client.close()

const report = {
  type: 'ready',
  rows,
  indexed,
  ms: performance.now() - started,
  migrateMs: migrated - started,
  insertMs: inserted - migrated,
}
if (process.send) {
  process.send(report)
  process.disconnect()
} else console.log(report)
