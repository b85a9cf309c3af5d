import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { createDatabase } from '../db/client'
import { sendJson, signInFirstAdmin } from '../test-support/requests'
import { createTestApp, type TestApp } from '../test-support/test-app'

/** The content version names one state of one database: the site's edge cache keys pages on it. */

async function versionOf(app: TestApp['app']): Promise<string> {
  const answer = await app.request('/public/content-version')
  return ((await answer.json()) as { version: string }).version
}

async function addItem(t: TestApp, token: string, title: string, app = t.app) {
  const answer = await app.request('/sb-admin/all-work', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, description: 'd' }),
  })
  expect(answer.status).toBe(201)
}

const titles = async (app: TestApp['app']) =>
  ((await (await app.request('/public/all-work')).json()) as Array<{ title: string }>).map(
    (item) => item.title,
  )

describe('content version', () => {
  it('differs between two databases that took the same number of saves', async () => {
    const first = await createTestApp()
    const second = await createTestApp()
    await addItem(first, await signInFirstAdmin(first), 'Alpha')
    await addItem(second, await signInFirstAdmin(second), 'Beta')
    expect(await versionOf(first.app)).not.toBe(await versionOf(second.app))
    expect(await versionOf(first.app)).toMatch(/^\d+(\.\d+)+$/)
  })

  it('is the same for the same state, and new for every save', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const seen = new Set([await versionOf(t.app)])
    expect(await versionOf(t.app)).toBe([...seen][0])
    for (const title of ['A', 'B', 'C']) {
      await addItem(t, token, title)
      seen.add(await versionOf(t.app))
    }
    await sendJson(t, 'POST', '/sb-admin/projects', { title: 'P', description: 'd' }, { token })
    seen.add(await versionOf(t.app))
    expect(seen.size).toBe(5)
  })

  it('after a restore and a new save, names a state no earlier history had', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    await addItem(t, token, 'Kept')
    const backup = join(t.dir, 'backup.db')
    await t.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    copyFileSync(join(t.dir, 'test.db'), backup)
    const seen = [await versionOf(t.app)]
    await addItem(t, token, 'Lost 1')
    seen.push(await versionOf(t.app))
    await addItem(t, token, 'Lost 2')
    seen.push(await versionOf(t.app))

    // Put the copy back: the API restarts on the restored file.
    const restored = createClient({ url: `file:${backup}`, timeout: 10_000 })
    const app = createApp({ ...t.deps, db: createDatabase(restored) })
    expect(await versionOf(app)).toBe(seen[0])
    expect(await titles(app)).toEqual(['Kept'])
    await addItem(t, token, 'After restore', app)
    expect(await titles(app)).toEqual(['After restore', 'Kept'])
    expect(seen).not.toContain(await versionOf(app))
    restored.close()
  })
})
