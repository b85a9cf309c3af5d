import { createClient } from '@libsql/client/web'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { postPipeline, startTestServer } from './test-server'

let server: Awaited<ReturnType<typeof startTestServer>>
let clock = 0

beforeEach(async () => {
  clock = 1_000_000
  server = await startTestServer({ now: () => clock, streamIdleMs: 10_000 })
  await postPipeline(server.url, {
    requests: [
      { type: 'execute', stmt: { sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)' } },
      { type: 'close' },
    ],
  })
})

afterEach(async () => {
  await server.stop()
})

const text = (value: string) => ({ type: 'text', value })

describe('raw Hrana pipelines', () => {
  it('describes a statement: parameters, columns with decltype, read-only or not', async () => {
    const { body } = await postPipeline(server.url, {
      requests: [
        { type: 'describe', sql: 'SELECT id, body FROM notes WHERE id = :id AND body = ?' },
        { type: 'describe', sql: 'INSERT INTO notes (body) VALUES (?)' },
        { type: 'close' },
      ],
    })
    expect(body.results).toEqual([
      {
        type: 'ok',
        response: {
          type: 'describe',
          result: {
            params: [{ name: ':id' }, { name: null }],
            cols: [
              { name: 'id', decltype: 'INTEGER' },
              { name: 'body', decltype: 'TEXT' },
            ],
            is_explain: false,
            is_readonly: true,
          },
        },
      },
      {
        type: 'ok',
        response: {
          type: 'describe',
          result: { params: [{ name: null }], cols: [], is_explain: false, is_readonly: false },
        },
      },
      { type: 'ok', response: { type: 'close' } },
    ])
  })

  it('runs SQL stored with store_sql by its sql_id, and forgets it after close_sql', async () => {
    const { body } = await postPipeline(server.url, {
      requests: [
        { type: 'store_sql', sql_id: 7, sql: 'INSERT INTO notes (body) VALUES (?) RETURNING body' },
        { type: 'execute', stmt: { sql_id: 7, args: [text('stored')], want_rows: true } },
        { type: 'close_sql', sql_id: 7 },
        { type: 'execute', stmt: { sql_id: 7, args: [text('again')] } },
        { type: 'close' },
      ],
    })
    const results = body.results as {
      type: string
      response?: { result?: { rows: unknown } }
      error?: { message: string }
    }[]
    expect(results.map((result) => result.type)).toEqual(['ok', 'ok', 'ok', 'error', 'ok'])
    expect(results[1]?.response?.result?.rows).toEqual([[text('stored')]])
    expect(results[3]?.error?.message).toMatch(/sql_id 7/)
  })

  it('continues a stream by its baton, with the transaction still open, and refuses the used baton', async () => {
    const first = await postPipeline(server.url, {
      requests: [
        { type: 'execute', stmt: { sql: 'BEGIN' } },
        { type: 'execute', stmt: { sql: "INSERT INTO notes (body) VALUES ('pending')" } },
        { type: 'get_autocommit' },
      ],
    })
    expect((first.body.results as { response: unknown }[])[2]?.response).toEqual({
      type: 'get_autocommit',
      is_autocommit: false,
    })
    const baton = first.body.baton as string
    const second = await postPipeline(server.url, {
      baton,
      requests: [{ type: 'execute', stmt: { sql: 'COMMIT' } }, { type: 'get_autocommit' }, { type: 'close' }],
    })
    expect(second.body.baton).toBeNull()
    expect((second.body.results as { response: unknown }[])[1]?.response).toEqual({
      type: 'get_autocommit',
      is_autocommit: true,
    })
    const stale = await postPipeline(server.url, { baton, requests: [] })
    expect(stale.status).toBe(400)
    expect(stale.body.message).toMatch(/baton/)
  })

  it('expires an idle stream and rolls back its transaction', async () => {
    const { body } = await postPipeline(server.url, {
      requests: [
        { type: 'execute', stmt: { sql: 'BEGIN' } },
        { type: 'execute', stmt: { sql: "INSERT INTO notes (body) VALUES ('lost')" } },
      ],
    })
    clock += 10_001
    const late = await postPipeline(server.url, {
      baton: body.baton,
      requests: [{ type: 'execute', stmt: { sql: 'COMMIT' } }],
    })
    expect(late.status).toBe(400)
    expect(late.body.message).toMatch(/expired/)
    const client = createClient({ url: server.url })
    expect((await client.execute('SELECT count(*) AS n FROM notes')).rows[0]?.n).toBe(0)
    client.close()
  })

  it('decides batch steps by ok, error, not, and, or and is_autocommit', async () => {
    const { body } = await postPipeline(server.url, {
      requests: [
        {
          type: 'batch',
          batch: {
            steps: [
              { stmt: { sql: 'SELECT 1' } },
              { stmt: { sql: 'SELECT nope' } },
              {
                condition: {
                  type: 'and',
                  conds: [
                    { type: 'ok', step: 0 },
                    { type: 'error', step: 1 },
                  ],
                },
                stmt: { sql: 'SELECT 2' },
              },
              {
                condition: {
                  type: 'or',
                  conds: [
                    { type: 'ok', step: 1 },
                    { type: 'not', cond: { type: 'ok', step: 0 } },
                  ],
                },
                stmt: { sql: 'SELECT 3' },
              },
              { condition: { type: 'is_autocommit' }, stmt: { sql: 'SELECT 4' } },
            ],
          },
        },
        { type: 'close' },
      ],
    })
    const [batch] = body.results as {
      response: { result: { step_results: unknown[]; step_errors: unknown[] } }
    }[]
    expect(batch?.response.result.step_results.map((result) => result !== null)).toEqual([
      true,
      false,
      true,
      false,
      true,
    ])
    expect(batch?.response.result.step_errors[1]).toMatchObject({
      message: expect.stringMatching(/no such column: nope/),
      code: 'SQLITE_ERROR',
    })
  })

  it('refuses v3-only requests on /v2/pipeline', async () => {
    const { body } = await postPipeline(
      server.url,
      { requests: [{ type: 'get_autocommit' }, { type: 'close' }] },
      { version: 2 },
    )
    expect((body.results as { error?: { message: string } }[])[0]?.error?.message).toMatch(
      /protocol version 3/,
    )
  })

  it('refuses an unknown request type by name, and cursors and protobuf with 501', async () => {
    const { status, body } = await postPipeline(server.url, {
      requests: [{ type: 'frobnicate' }, { type: 'close' }],
    })
    expect(status).toBe(200)
    expect(body.results).toEqual([
      {
        type: 'error',
        error: {
          message: expect.stringContaining('"frobnicate" is not implemented'),
          code: 'NOT_IMPLEMENTED',
        },
      },
      { type: 'ok', response: { type: 'close' } },
    ])
    const cursor = await fetch(`${server.url}/v3/cursor`, { method: 'POST', body: '{}' })
    expect(cursor.status).toBe(501)
    expect(((await cursor.json()) as { message: string }).message).toMatch(
      /Cursors \(\/v3\/cursor\) are not implemented/,
    )
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(501)
  })

  it('answers a malformed pipeline with 400', async () => {
    const response = await fetch(`${server.url}/v2/pipeline`, { method: 'POST', body: '{"requests": 5}' })
    expect(response.status).toBe(400)
    expect((await fetch(`${server.url}/v2/pipeline`, { method: 'POST', body: 'not json' })).status).toBe(400)
  })

  it('answers the version checks', async () => {
    expect((await fetch(`${server.url}/v2`)).status).toBe(200)
    expect((await fetch(`${server.url}/v3`)).status).toBe(200)
  })
})

describe('round trips', () => {
  it('adds --rtt-ms to every round trip and counts each pipeline', async () => {
    const slow = await startTestServer({ rttMs: 40 })
    try {
      const client = createClient({ url: slow.url })
      await fetch(`${slow.url}/stats/reset`, { method: 'POST' })
      const started = performance.now()
      await client.execute('SELECT 1')
      expect(performance.now() - started).toBeGreaterThanOrEqual(40)
      const tx = await client.transaction('write')
      await tx.execute('SELECT 1')
      await tx.commit()
      client.close()
      const response = await fetch(`${slow.url}/stats`)
      const stats = (await response.json()) as {
        roundTrips: number
        pipelines: number
        perStream: { pipelines: number }[]
      }
      expect(stats).toMatchObject({ roundTrips: 3, pipelines: 3 })
      expect(stats.perStream.map((stream) => stream.pipelines)).toEqual([1, 2])
      expect(response.headers.get('x-round-trips')).toBe('3')
    } finally {
      await slow.stop()
    }
  })
})
