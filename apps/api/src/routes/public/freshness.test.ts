import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { createDatabase } from '../../db/client'
import { sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { watchClient } from '../../test-support/watched-client'
import { CONTENT_VERSION_HEADER, PUBLIC_CONTENT_CACHE_CONTROL } from './index'

let t: TestApp
let token: string
beforeEach(async () => {
  t = await createTestApp()
  token = await signInFirstAdmin(t)
})

const titles = async (path: string, app = t.app) =>
  ((await (await app.request(path)).json()) as Array<{ title: string }>).map((item) => item.title)

describe('public lists: fresh after every save, cheap on every read', () => {
  it('revalidate every time (no-cache) and carry the content version', async () => {
    for (const path of ['/public/projects', '/public/all-work', '/public/sitemap-entries']) {
      const response = await t.app.request(path)
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE_CONTROL)
      expect(response.headers.get(CONTENT_VERSION_HEADER)).toMatch(/^\d+(\.\d+)+$/)
    }
  })

  it('show a write made through the app on the next request, with a new content version', async () => {
    expect(await titles('/public/all-work')).toEqual([])
    const before = (await t.app.request('/public/all-work')).headers.get(CONTENT_VERSION_HEADER)
    await sendJson(t, 'POST', '/sb-admin/all-work', { title: 'Saved', description: 'd' }, { token })
    expect(await titles('/public/all-work')).toEqual(['Saved'])
    const after = await t.app.request('/public/all-work')
    expect(after.headers.get(CONTENT_VERSION_HEADER)).not.toBe(before)
    await sendJson(t, 'POST', '/sb-admin/projects', { title: 'Project', description: 'd' }, { token })
    expect(await titles('/public/projects')).toEqual(['Project'])
  })

  it('show a write by another connection (another process or isolate) on the next request', async () => {
    expect(await titles('/public/all-work')).toEqual([])
    await t.client.execute("INSERT INTO work_items (title, description) VALUES ('Elsewhere', 'd')")
    expect(await titles('/public/all-work')).toEqual(['Elsewhere'])
  })

  it('read one version row per request, and the rows again only after the list changed', async () => {
    const watched = watchClient(createClient({ url: `file:${t.dir}/test.db`, timeout: 10_000 }))
    const app = createApp({ ...t.deps, db: createDatabase(watched.client) })
    await t.db.run(sql`INSERT INTO work_items (title, description) VALUES ('A', 'd')`)
    for (const path of ['/public/all-work', '/public/projects'])
      expect((await app.request(path)).status).toBe(200)
    const built = watched.statements.length
    for (const path of [
      '/public/all-work',
      '/public/projects',
      '/public/work/work-1',
      '/public/sitemap-entries',
    ]) {
      expect((await app.request(path)).status).toBe(200)
    }
    expect(watched.statements.slice(built)).toEqual(
      Array(4).fill(expect.stringMatching(/from "content_versions"/i)),
    )

    await t.client.execute("UPDATE work_items SET title = 'B'")
    const beforeChange = watched.statements.length
    expect(await titles('/public/all-work', app)).toEqual(['B'])
    expect(watched.statements.length - beforeChange).toBeGreaterThan(1)
    watched.client.close()
  })
})
