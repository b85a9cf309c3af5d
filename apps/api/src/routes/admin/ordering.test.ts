import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { AdminProjectSchema, AdminWorkItemSchema, API_MESSAGES, ORDER_IDS_MAX } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { createDatabase } from '../../db/client'
import { contentVersions } from '../../db/schema'
import { createItem, idsOf, signedInTestApp, titlesOf } from '../../test-support/admin-api'
import { expectRefused } from '../../test-support/answers'
import { send, sendJson } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'
import { ORDER_BODY_LIMIT_BYTES } from './collection-order'

const collections = [
  {
    path: '/sb-admin/projects',
    publicPath: '/public/projects',
    table: 'projects',
    schema: AdminProjectSchema,
  },
  {
    path: '/sb-admin/all-work',
    publicPath: '/public/all-work',
    table: 'work_items',
    schema: AdminWorkItemSchema,
  },
] as const

const create = (t: TestApp, token: string, path: string, title: string, extra: object = {}) =>
  createItem(t, token, path, { title, ...extra })

/** Writes `count` rows straight into a collection's table, in one statement. */
async function insertRows(t: TestApp, table: string, count: number) {
  await t.client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    INSERT INTO ${table} (title, description) SELECT 'Item ' || i, 'The description of item ' || i FROM n`)
}

describe.each(collections)('manual order of $path', ({ path, publicPath }) => {
  it('puts a new item first, saves a new order and the public list follows it exactly', async () => {
    const { t, token } = await signedInTestApp()
    const a = await create(t, token, path, 'A')
    const b = await create(t, token, path, 'B')
    const c = await create(t, token, path, 'C')
    expect(await titlesOf(t, path, token)).toEqual(['C', 'B', 'A'])
    expect(await titlesOf(t, publicPath)).toEqual(['C', 'B', 'A'])

    const saved = await sendJson(t, 'PUT', `${path}/order`, { ids: [a, c, b] }, { token })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ ids: [a, c, b] })
    expect(await titlesOf(t, path, token)).toEqual(['A', 'C', 'B'])
    expect(await titlesOf(t, publicPath)).toEqual(['A', 'C', 'B'])

    await create(t, token, path, 'D')
    expect(await titlesOf(t, publicPath)).toEqual(['D', 'A', 'C', 'B'])
  })

  it('refuses a missing, repeated, unknown or malformed id with 400 naming the reason, and changes nothing', async () => {
    const { t, token } = await signedInTestApp()
    const a = await create(t, token, path, 'A')
    const b = await create(t, token, path, 'B')
    const cases: [unknown, string][] = [
      [[a], API_MESSAGES.orderMissingId],
      [[a, a, b], API_MESSAGES.orderDuplicateId],
      [[b, a, b], API_MESSAGES.orderDuplicateId],
      [[a, b, 999], API_MESSAGES.orderUnknownId],
      [[a, 999], API_MESSAGES.orderUnknownId],
      [[], API_MESSAGES.orderMismatch],
      [['1', 2], API_MESSAGES.orderMismatch],
      [[a, -b], API_MESSAGES.orderMismatch],
      ['a,b', API_MESSAGES.orderMismatch],
    ]
    for (const [ids, error] of cases) {
      const response = await sendJson(t, 'PUT', `${path}/order`, { ids }, { token })
      expect(response.status, JSON.stringify(ids)).toBe(400)
      expect(await response.json(), JSON.stringify(ids)).toEqual({ error })
    }
    expect((await sendJson(t, 'PUT', `${path}/order`, [a, b], { token })).status).toBe(400)
    expect(await titlesOf(t, path, token)).toEqual(['B', 'A'])
  })

  it('accepts the unchanged order again without moving the public list version', async () => {
    const { t, token } = await signedInTestApp()
    for (const title of ['A', 'B', 'C']) await create(t, token, path, title)
    const ids = await idsOf(t, path, token)
    expect((await sendJson(t, 'PUT', `${path}/order`, { ids }, { token })).status).toBe(200)
    const versions = async () => (await t.db.select().from(contentVersions)).map((row) => row.version)
    const before = await versions()
    const again = await sendJson(t, 'PUT', `${path}/order`, { ids }, { token })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ ids })
    expect(await versions()).toEqual(before)
    const moved = [ids[2], ids[0], ids[1]] as number[]
    expect((await sendJson(t, 'PUT', `${path}/order`, { ids: moved }, { token })).status).toBe(200)
    expect(await idsOf(t, path, token)).toEqual(moved)
  })

  it('saves one of two concurrent orders whole, never a mix', async () => {
    const { t, token } = await signedInTestApp()
    const ids: number[] = []
    for (const title of ['A', 'B', 'C', 'D', 'E', 'F']) ids.push(await create(t, token, path, title))
    // A second server on the same database file, as another process or isolate would be.
    const other = createApp({
      ...t.deps,
      db: createDatabase(createClient({ url: `file:${join(t.dir, 'test.db')}`, timeout: 10_000 })),
    })
    const forward = [...ids].sort((x, y) => x - y)
    const backward = [...forward].reverse()
    const shuffled = [forward[2], forward[5], forward[0], forward[4], forward[1], forward[3]] as number[]
    for (const [first, second] of [
      [forward, backward],
      [shuffled, forward],
    ] as const) {
      const [one, two] = await Promise.all([
        sendJson(t, 'PUT', `${path}/order`, { ids: first }, { token }),
        other.request(`${path}/order`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ ids: second }),
        }),
      ])
      expect([one.status, two.status]).toEqual([200, 200])
      const listed = await idsOf(t, path, token)
      expect([JSON.stringify(first), JSON.stringify(second)]).toContain(JSON.stringify(listed))
    }
  })

  it('keeps a hidden item in the admin (marked hidden) and off the public list', async () => {
    const { t, token } = await signedInTestApp()
    await create(t, token, path, 'Shown')
    const hiddenId = await create(t, token, path, 'Secret', { hidden: true })
    const admin = (await (await send(t, 'GET', path, { token })).json()) as {
      title: string
      hidden: boolean
    }[]
    expect(admin.map((item) => [item.title, item.hidden])).toEqual([
      ['Secret', true],
      ['Shown', false],
    ])
    expect(await titlesOf(t, publicPath)).toEqual(['Shown'])

    const shown = await sendJson(
      t,
      'PUT',
      `${path}/${hiddenId}`,
      { title: 'Secret', description: 'd', hidden: false },
      { token },
    )
    expect(shown.status).toBe(200)
    expect(await shown.json()).toMatchObject({ hidden: false })
    expect(await titlesOf(t, publicPath)).toEqual(['Secret', 'Shown'])

    // An update that leaves hidden out keeps it as stored.
    await sendJson(
      t,
      'PUT',
      `${path}/${hiddenId}`,
      { title: 'Secret', description: 'd', hidden: true },
      { token },
    )
    const kept = await sendJson(
      t,
      'PUT',
      `${path}/${hiddenId}`,
      { title: 'Still secret', description: 'd' },
      { token },
    )
    expect(await kept.json()).toMatchObject({ hidden: true })
    expect(await titlesOf(t, publicPath)).toEqual(['Shown'])

    const wrongType = await sendJson(
      t,
      'POST',
      path,
      { title: 'X', description: 'd', hidden: 'yes' },
      { token },
    )
    await expectRefused(wrongType, 400, 'Hidden must be true or false.')
  })

  it('moves the public list version on reorder and on hiding, so the cached list is rebuilt', async () => {
    const { t, token } = await signedInTestApp()
    const a = await create(t, token, path, 'A')
    const b = await create(t, token, path, 'B')
    const versions = async () => (await t.db.select().from(contentVersions)).map((row) => row.version)
    const first = await t.app.request(publicPath)
    const before = await versions()
    await sendJson(t, 'PUT', `${path}/order`, { ids: [a, b] }, { token })
    const afterReorder = await versions()
    expect(afterReorder).not.toEqual(before)
    const second = await t.app.request(publicPath)
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'))
    await sendJson(t, 'PUT', `${path}/${a}`, { title: 'A', description: 'd', hidden: true }, { token })
    expect(await versions()).not.toEqual(afterReorder)
    expect(await titlesOf(t, publicPath)).toEqual(['B'])
  })
})

describe.each(collections)('a long order of $path', ({ path, table }) => {
  it('accepts and applies a 10,000-id order on a file database, in the order given', async () => {
    const { t, token } = await signedInTestApp()
    await insertRows(t, table, 10_000)
    const reversed = (await idsOf(t, path, token)).reverse()
    expect(reversed).toHaveLength(10_000)

    const saved = await sendJson(t, 'PUT', `${path}/order`, { ids: reversed }, { token })
    expect(saved.status).toBe(200)
    expect(await idsOf(t, path, token)).toEqual(reversed)
    const { rows } = await t.client.execute(`SELECT count(*) AS n FROM audit_log WHERE action = 'reorder'`)
    expect(rows[0]?.n).toBe(1)
  })

  it('reads an order of the most ids of any size, and answers 413 only past that', async () => {
    const { t, token } = await signedInTestApp()
    const largest = Array.from({ length: ORDER_IDS_MAX }, (_, i) => Number.MAX_SAFE_INTEGER - i)
    expect(JSON.stringify({ ids: largest }).length).toBeLessThanOrEqual(ORDER_BODY_LIMIT_BYTES)
    const unknown = await sendJson(t, 'PUT', `${path}/order`, { ids: largest }, { token })
    await expectRefused(unknown, 400, API_MESSAGES.orderUnknownId)

    const padded = `{"ids":[1]${' '.repeat(ORDER_BODY_LIMIT_BYTES)}}`
    const tooLarge = await sendJson(t, 'PUT', `${path}/order`, padded, { token })
    await expectRefused(tooLarge, 413, API_MESSAGES.bodyTooLarge)
  })
})
