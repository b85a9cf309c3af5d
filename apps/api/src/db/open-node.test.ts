import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { scratchDir } from '../test-support/test-run-dir'
import { migrateNodeDatabase, type NodeDatabase, openNodeDatabase } from './open-node'
import { contactMessages } from './schema'

const opened: NodeDatabase[] = []

afterEach(() => {
  for (const { client } of opened.splice(0)) client.close()
})

async function open(url: string) {
  const database = await openNodeDatabase(url)
  opened.push(database)
  return database
}

/**
 * Another process (a second server on the same file) holding the write lock for `holdMs`: resolves
 * once it holds it, with a promise of its exit. A separate process, because libSQL waits on a lock
 * synchronously: a holder in this process could never let go while we wait.
 */
function holdWriteLock(path: string, holdMs: number) {
  const libsql = createRequire(import.meta.url).resolve('libsql')
  const script = `
    const Database = require(${JSON.stringify(libsql)})
    const db = new Database(${JSON.stringify(path)})
    db.exec('BEGIN IMMEDIATE')
    db.exec("INSERT INTO rate_limit_events (bucket, expires_at) VALUES ('other-server', 0)")
    process.stdout.write('locked\\n', () => {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs})
      db.exec('COMMIT')
      db.close()
    })`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the lock holder exited early (${code})`)))
  })
  return locked.then(() => ({ exited }))
}

describe('openNodeDatabase', () => {
  it('makes a batch that writes an enquiry wait for another process’s write lock instead of failing', async () => {
    const path = join(scratchDir('studio-api-open-node-'), 'studio.db')
    const url = `file:${path}`
    await migrateNodeDatabase((await open(url)).db)
    // A fresh handle, as each new pooled connection is: its first insert into contact_messages makes
    // FTS5 (the search index's trigger) read its config, which in a deferred transaction would take
    // a read snapshot that cannot then wait for the write lock.
    const { client, db } = await open(url)

    const holder = await holdWriteLock(path, 500)
    const [inserted] = await db.batch([
      db
        .insert(contactMessages)
        .values({
          name: 'Ada',
          email: 'ada@example.com',
          message: 'Hello',
          createdAt: new Date().toISOString(),
        })
        .returning({ id: contactMessages.id }),
    ])
    expect(await holder.exited).toBe(0)

    expect(inserted).toHaveLength(1)
    const { rows } = await client.execute(
      "SELECT (SELECT count(*) FROM contact_messages) AS messages, (SELECT count(*) FROM rate_limit_events WHERE bucket = 'other-server') AS other",
    )
    expect(rows[0]).toMatchObject({ messages: 1, other: 1 })
  })
})
