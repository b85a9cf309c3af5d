import { PublicWorkItemSchema, SitemapEntrySchema, WorkItemRedirectSchema } from '@studio/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { expectRefused } from '../../test-support/answers'
import { sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { CONTENT_VERSION_HEADER, PUBLIC_CONTENT_CACHE_CONTROL } from './index'

let t: TestApp
let token: string

beforeEach(async () => {
  t = await createTestApp()
  t.setNow(new Date('2030-01-01T00:00:00.000Z'))
  token = await signInFirstAdmin(t)
})

async function create(body: Record<string, unknown>) {
  const response = await sendJson(t, 'POST', '/sb-admin/all-work', { description: 'd', ...body }, { token })
  return (await response.json()) as { id: number; slug: string }
}

const update = (id: number, body: Record<string, unknown>) =>
  sendJson(t, 'PUT', `/sb-admin/all-work/${id}`, { description: 'd', ...body }, { token })

describe('GET /public/work/{slug}', () => {
  it('answers the item in the public shape, the same as in the list, with its ETag and version', async () => {
    await create({
      title: 'Harbourline App',
      category: 'apps',
      tags: 'iOS, Fintech',
      website: 'https://h.example',
    })
    const response = await t.app.request('/public/work/harbourline-app')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE_CONTROL)
    expect(response.headers.get(CONTENT_VERSION_HEADER)).toMatch(/^\d+(\.\d+)+$/)
    const item = await response.json()
    expect(z.strictObject(PublicWorkItemSchema.shape).parse(item)).toEqual(item)
    const list = (await (await t.app.request('/public/all-work')).json()) as unknown[]
    // The list's shape, plus what only a case study's page needs: its share cards and its dates.
    const { share_cards, created_at, updated_at, ...listed } = item as Record<string, unknown>
    expect(listed).toEqual(list[0])
    expect(share_cards).toEqual({ en: null, ar: null })
    expect([created_at, updated_at]).toEqual([expect.any(String), expect.any(String)])
    expect(item).toMatchObject({ slug: 'harbourline-app', category: 'apps', tags: ['iOS', 'Fintech'] })

    const tag = response.headers.get('etag') ?? ''
    const again = await t.app.request('/public/work/harbourline-app', { headers: { 'If-None-Match': tag } })
    expect(again.status).toBe(304)
    expect(again.headers.get(CONTENT_VERSION_HEADER)).toBe(response.headers.get(CONTENT_VERSION_HEADER))
  })

  it('answers an old slug with 301 to the current one, however many times it moved', async () => {
    const { id } = await create({ title: 'First' })
    await update(id, { title: 'First', slug: 'second' })
    await update(id, { title: 'First', slug: 'third' })
    for (const old of ['first', 'second']) {
      const response = await t.app.request(`/public/work/${old}`, { redirect: 'manual' })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe('/public/work/third')
      expect(WorkItemRedirectSchema.parse(await response.json())).toEqual({ redirect: 'third' })
    }
  })

  it('answers 404 for an unknown slug, and for a hidden item by its current or an old slug', async () => {
    const { id } = await create({ title: 'Secret', slug: 'secret' })
    await update(id, { title: 'Secret', slug: 'secret-2', hidden: true })
    for (const slug of ['nothing-here', 'secret', 'secret-2', 'UPPER', '%20']) {
      const response = await t.app.request(`/public/work/${slug}`, { redirect: 'manual' })
      await expectRefused(response, 404, 'Not found.')
    }
    await update(id, { title: 'Secret', hidden: false })
    expect((await t.app.request('/public/work/secret-2')).status).toBe(200)
  })
})

describe('GET /public/sitemap-entries', () => {
  it('lists every public case study’s slug and last change, in the saved order, hidden ones left out', async () => {
    await create({ title: 'Older' })
    t.setNow(new Date('2030-01-01T01:00:00.000Z'))
    await create({ title: 'Newer' })
    await create({ title: 'Hidden', hidden: true })
    const response = await t.app.request('/public/sitemap-entries')
    expect(response.status).toBe(200)
    const entries = z.array(z.strictObject(SitemapEntrySchema.shape)).parse(await response.json())
    expect(entries).toEqual([
      { slug: 'newer', updated_at: '2030-01-01T01:00:00.000Z' },
      { slug: 'older', updated_at: '2030-01-01T00:00:00.000Z' },
    ])
    const again = await t.app.request('/public/sitemap-entries', {
      headers: { 'If-None-Match': response.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
  })
})

describe('GET /public/content-version', () => {
  it('names the version the lists carry, and a new one after a save', async () => {
    const list = await t.app.request('/public/all-work')
    const version = await t.app.request('/public/content-version')
    expect(version.headers.get('cache-control')).toBe('no-store')
    const { version: before } = (await version.json()) as { version: string }
    expect(before).toBe(list.headers.get(CONTENT_VERSION_HEADER))
    await create({ title: 'New' })
    const { version: after } = (await (await t.app.request('/public/content-version')).json()) as {
      version: string
    }
    expect(after).not.toBe(before)
  })
})
