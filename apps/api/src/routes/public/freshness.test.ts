import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { sendJson, signInFirstAdmin } from '../../auth/test-helpers'
import { createDatabase } from '../../db/client'
import { watchClient } from '../../slugs/watched-client.test-support'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { CONTENT_VERSION_HEADER, PUBLIC_CONTENT_CACHE_CONTROL } from './index'

let t: TestApp
let token: string
const start = new Date('2030-01-01T00:00:00.000Z')
const at = (ms: number) => new Date(start.getTime() + ms)

beforeEach(async () => {
  t = await createTestApp()
  t.setNow(start)
  token = await signInFirstAdmin(t)
})

const titles = async (path: string, app = t.app) =>
  ((await (await app.request(path)).json()) as Array<{ title: string }>).map((item) => item.title)

describe('public lists: fresh after every save, cheap on every read', () => {
  it('revalidate every time (no-cache) and carry the content version', async () => {
    for (const path of ['/public/projects', '/public/all-work', '/public/sitemap-entries']) {
      const response = await t.app.request(path)
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE_CONTROL)
      expect(response.headers.get(CONTENT_VERSION_HEADER)).toMatch(/^\d+\.\d+$/)
    }
  })

  it('show a write made through the app at once, within the same second', async () => {
    expect(await titles('/public/all-work')).toEqual([])
    const before = (await t.app.request('/public/all-work')).headers.get(CONTENT_VERSION_HEADER)
    await sendJson(t, 'POST', '/sb-admin/all-work', { title: 'Saved', description: 'd' }, { token })
    expect(await titles('/public/all-work')).toEqual(['Saved'])
    const after = await t.app.request('/public/all-work')
    expect(after.headers.get(CONTENT_VERSION_HEADER)).not.toBe(before)
    await sendJson(t, 'POST', '/sb-admin/projects', { title: 'Project', description: 'd' }, { token })
    expect(await titles('/public/projects')).toEqual(['Project'])
  })

  it('show a write by another connection once the clock has moved 1 s, not before', async () => {
    expect(await titles('/public/all-work')).toEqual([])
    await t.client.execute("INSERT INTO work_items (title, description) VALUES ('Elsewhere', 'd')")
    t.setNow(at(500))
    expect(await titles('/public/all-work')).toEqual([])
    t.setNow(at(1000))
    expect(await titles('/public/all-work')).toEqual(['Elsewhere'])
  })

  it('read nothing from the database within the second, and one version row after it', async () => {
    const watched = watchClient(createClient({ url: `file:${t.dir}/test.db`, timeout: 10_000 }))
    const app = createApp({ ...t.deps, db: createDatabase(watched.client) })
    await t.db.run(sql`INSERT INTO work_items (title, description) VALUES ('A', 'd')`)
    expect(await titles('/public/all-work', app)).toEqual(['A'])
    const afterFirst = watched.statements.length
    for (const path of [
      '/public/all-work',
      '/public/projects',
      '/public/work/work-1',
      '/public/sitemap-entries',
    ]) {
      t.setNow(at(999))
      expect((await app.request(path)).status).toBe(200)
    }
    expect(watched.statements.length - afterFirst).toBe(1) // the projects list, built once
    const beforeCheck = watched.statements.length
    t.setNow(at(1000))
    expect(await titles('/public/all-work', app)).toEqual(['A'])
    expect(watched.statements.slice(beforeCheck)).toEqual([expect.stringMatching(/from "list_versions"/i)])
    watched.client.close()
  })
})
