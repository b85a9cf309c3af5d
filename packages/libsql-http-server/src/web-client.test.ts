import { type Client, createClient } from '@libsql/client/web'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>
const clients: Client[] = []

function connect(): Client {
  const client = createClient({ url: server.url, intMode: 'bigint' })
  clients.push(client)
  return client
}

beforeEach(async () => {
  server = await startTestServer()
  await connect().execute(
    'CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, n INTEGER, f REAL, b BLOB)',
  )
})

afterEach(async () => {
  for (const client of clients.splice(0)) client.close()
  await server.stop()
})

async function names(client: Client): Promise<unknown[]> {
  const { rows } = await client.execute('SELECT name FROM items ORDER BY id')
  return rows.map((row) => row.name)
}

describe('@libsql/client/web against the server', () => {
  it('round-trips every value type, positional and named, with 64-bit integers as bigint', async () => {
    const client = connect()
    const big = 2n ** 62n + 7n
    const inserted = await client.execute({
      sql: 'INSERT INTO items (name, n, f, b) VALUES (?, ?, ?, ?)',
      args: ['first', big, 1.5, new Uint8Array([0, 1, 254, 255])],
    })
    expect(inserted.rowsAffected).toBe(1)
    expect(inserted.lastInsertRowid).toBe(1n)
    await client.execute({
      sql: 'INSERT INTO items (name, n, f, b) VALUES (:name, $n, @f, :b)',
      args: { name: 'second', n: -big, f: null, b: null },
    })
    const result = await client.execute('SELECT id, name, n, f, b FROM items ORDER BY id')
    expect(result.columns).toEqual(['id', 'name', 'n', 'f', 'b'])
    expect(result.columnTypes).toEqual(['INTEGER', 'TEXT', 'INTEGER', 'REAL', 'BLOB'])
    const [first, second] = result.rows
    expect(first?.n).toBe(big)
    expect(first?.f).toBe(1.5)
    expect(new Uint8Array(first?.b as ArrayBuffer)).toEqual(new Uint8Array([0, 1, 254, 255]))
    expect(second?.name).toBe('second')
    expect(second?.n).toBe(-big)
    expect(second?.f).toBeNull()
    expect(second?.b).toBeNull()
  })

  it('reports the rows an INSERT … RETURNING changed, and none for a plain query after it', async () => {
    const client = connect()
    const returning = await client.execute("INSERT INTO items (name) VALUES ('a'), ('b') RETURNING id")
    expect(returning.rows.map((row) => row.id)).toEqual([1n, 2n])
    expect(returning.rowsAffected).toBe(2)
    expect((await client.execute('SELECT * FROM items')).rowsAffected).toBe(0)
  })

  it('commits a write batch', async () => {
    const client = connect()
    const results = await client.batch(
      [
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] },
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['b'] },
        'SELECT count(*) AS count FROM items',
      ],
      'write',
    )
    expect(results[2]?.rows[0]?.count).toBe(2n)
    expect(await names(connect())).toEqual(['a', 'b'])
  })

  it('rolls back the whole batch when a statement fails halfway', async () => {
    const client = connect()
    await expect(
      client.batch(
        [
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] },
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] },
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['c'] },
        ],
        'write',
      ),
    ).rejects.toThrow(/UNIQUE constraint failed: items\.name/)
    expect(await names(client)).toEqual([])
  })

  it('keeps an interactive transaction to itself until it commits', async () => {
    const writer = connect()
    const reader = connect()
    const tx = await writer.transaction('write')
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['inside'] })
    expect(await names(tx as unknown as Client)).toEqual(['inside'])
    expect(await names(reader)).toEqual([])
    await tx.commit()
    expect(await names(reader)).toEqual(['inside'])
    expect(server.stats().streamsOpen).toBe(0)
  })

  it('rolls back an interactive transaction', async () => {
    const client = connect()
    const tx = await client.transaction('write')
    await tx.execute("INSERT INTO items (name) VALUES ('gone')")
    await tx.rollback()
    expect(await names(client)).toEqual([])
  })

  it('serialises two interactive writers: the second waits for the first to commit', async () => {
    const one = connect()
    const two = connect()
    const first = await one.transaction('write')
    await first.execute("INSERT INTO items (name) VALUES ('one')")
    const second = two.transaction('write').then(async (tx) => {
      await tx.execute("INSERT INTO items (name) VALUES ('two')")
      await tx.commit()
    })
    await first.execute("INSERT INTO items (name) VALUES ('one more')")
    await first.commit()
    await second
    expect(await names(one)).toEqual(['one', 'one more', 'two'])
    const { rows } = await one.execute('PRAGMA integrity_check')
    expect(rows[0]?.integrity_check).toBe('ok')
  })

  it('runs several statements with executeMultiple, a trigger body included', async () => {
    const client = connect()
    await client.executeMultiple(`
      CREATE TABLE log (name TEXT);
      CREATE TRIGGER items_log AFTER INSERT ON items BEGIN INSERT INTO log VALUES (new.name); END;
      INSERT INTO items (name) VALUES ('x; not a statement end');
    `)
    const { rows } = await client.execute('SELECT name FROM log')
    expect(rows.map((row) => row.name)).toEqual(['x; not a statement end'])
  })

  it('refuses an execute holding two statements instead of running the first', async () => {
    await expect(
      connect().execute("INSERT INTO items (name) VALUES ('a'); DELETE FROM items"),
    ).rejects.toThrow(/2 statements/)
  })

  it('answers a wrong auth token with 401', async () => {
    const guarded = await startTestServer({ authToken: 'right' })
    try {
      const wrong = createClient({ url: guarded.url, authToken: 'wrong' })
      await expect(wrong.execute('SELECT 1')).rejects.toThrow(/auth token/)
      wrong.close()
      const right = createClient({ url: guarded.url, authToken: 'right' })
      expect((await right.execute('SELECT 1 AS one')).rows[0]?.one).toBe(1)
      right.close()
      expect((await fetch(`${guarded.url}/v2`)).status).toBe(401)
    } finally {
      await guarded.stop()
    }
  })
})
