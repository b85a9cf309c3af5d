import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { AdminProjectSchema, AdminWorkItemSchema, API_MESSAGES } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { send, sendJson, signInFirstAdmin } from '../../auth/test-helpers'
import { createDatabase } from '../../db/client'
import { listVersions } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test-support/test-app'

const collections = [
  { path: '/sb-admin/projects', publicPath: '/public/projects', schema: AdminProjectSchema },
  { path: '/sb-admin/all-work', publicPath: '/public/all-work', schema: AdminWorkItemSchema },
] as const

async function signedIn() {
  const t = await createTestApp()
  return { t, token: await signInFirstAdmin(t) }
}

async function create(t: TestApp, token: string, path: string, title: string, extra: object = {}) {
  const response = await sendJson(t, 'POST', path, { title, description: 'd', ...extra }, { token })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

async function titles(t: TestApp, path: string, token?: string) {
  const response = await send(t, 'GET', path, { token })
  expect(response.status).toBe(200)
  return ((await response.json()) as { title: string }[]).map((item) => item.title)
}

describe.each(collections)('manual order of $path', ({ path, publicPath }) => {
  it('puts a new item first, saves a new order and the public list follows it exactly', async () => {
    const { t, token } = await signedIn()
    const a = await create(t, token, path, 'A')
    const b = await create(t, token, path, 'B')
    const c = await create(t, token, path, 'C')
    expect(await titles(t, path, token)).toEqual(['C', 'B', 'A'])
    expect(await titles(t, publicPath)).toEqual(['C', 'B', 'A'])

    const saved = await sendJson(t, 'PUT', `${path}/order`, { ids: [a, c, b] }, { token })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ ids: [a, c, b] })
    expect(await titles(t, path, token)).toEqual(['A', 'C', 'B'])
    expect(await titles(t, publicPath)).toEqual(['A', 'C', 'B'])

    await create(t, token, path, 'D')
    expect(await titles(t, publicPath)).toEqual(['D', 'A', 'C', 'B'])
  })

  it('refuses a missing, repeated, unknown or malformed id with 400 and changes nothing', async () => {
    const { t, token } = await signedIn()
    const a = await create(t, token, path, 'A')
    const b = await create(t, token, path, 'B')
    for (const ids of [[a], [a, a, b], [a, b, 999], [b, a, b], [], ['1', 2], [a, -b], 'a,b']) {
      const response = await sendJson(t, 'PUT', `${path}/order`, { ids }, { token })
      expect(response.status, JSON.stringify(ids)).toBe(400)
      expect(await response.json()).toEqual({ error: API_MESSAGES.orderMismatch })
    }
    expect((await sendJson(t, 'PUT', `${path}/order`, [a, b], { token })).status).toBe(400)
    expect(await titles(t, path, token)).toEqual(['B', 'A'])
  })

  it('saves one of two concurrent orders whole, never a mix', async () => {
    const { t, token } = await signedIn()
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
      const listed = ((await (await send(t, 'GET', path, { token })).json()) as { id: number }[]).map(
        (item) => item.id,
      )
      expect([JSON.stringify(first), JSON.stringify(second)]).toContain(JSON.stringify(listed))
    }
  })

  it('keeps a hidden item in the admin (marked hidden) and off the public list', async () => {
    const { t, token } = await signedIn()
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
    expect(await titles(t, publicPath)).toEqual(['Shown'])

    const shown = await sendJson(
      t,
      'PUT',
      `${path}/${hiddenId}`,
      { title: 'Secret', description: 'd', hidden: false },
      { token },
    )
    expect(shown.status).toBe(200)
    expect(await shown.json()).toMatchObject({ hidden: false })
    expect(await titles(t, publicPath)).toEqual(['Secret', 'Shown'])

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
    expect(await titles(t, publicPath)).toEqual(['Shown'])

    const wrongType = await sendJson(
      t,
      'POST',
      path,
      { title: 'X', description: 'd', hidden: 'yes' },
      { token },
    )
    expect(wrongType.status).toBe(400)
    expect(await wrongType.json()).toEqual({ error: 'Hidden must be true or false.' })
  })

  it('moves the public list version on reorder and on hiding, so the cached list is rebuilt', async () => {
    const { t, token } = await signedIn()
    const a = await create(t, token, path, 'A')
    const b = await create(t, token, path, 'B')
    const versions = async () => (await t.db.select().from(listVersions)).map((row) => row.version)
    const first = await t.app.request(publicPath)
    const before = await versions()
    await sendJson(t, 'PUT', `${path}/order`, { ids: [a, b] }, { token })
    const afterReorder = await versions()
    expect(afterReorder).not.toEqual(before)
    const second = await t.app.request(publicPath)
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'))
    await sendJson(t, 'PUT', `${path}/${a}`, { title: 'A', description: 'd', hidden: true }, { token })
    expect(await versions()).not.toEqual(afterReorder)
    expect(await titles(t, publicPath)).toEqual(['B'])
  })
})
