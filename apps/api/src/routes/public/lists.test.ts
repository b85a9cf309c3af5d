import { PublicProjectSchema, PublicWorkItemSchema } from '@studio/contracts'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { mediaCovers, projects, workItems } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { PUBLIC_CONTENT_CACHE_CONTROL } from './index'

let t: TestApp

beforeEach(async () => {
  t = await createTestApp()
})

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`

describe('GET /public/projects', () => {
  it('answers an empty list when there are no projects', async () => {
    const res = await t.app.request('/public/projects')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([])
  })

  it('lists projects in the saved order (not by date) in the public shape, tags always a list, newest id first on equal positions', async () => {
    await t.db.insert(projects).values([
      {
        title: 'Old',
        description: 'd1',
        tags: ['a', 'b'],
        href: '/work/old',
        createdAt: day(9),
        position: 7,
      },
      {
        title: 'Newest',
        description: 'd2',
        titleAr: 'الأحدث',
        descriptionAr: 'وصف المشروع',
        coverUrl: 'https://cdn.example/n.webp',
        createdAt: day(1),
        position: -3,
      },
      { title: 'Middle A', description: 'd3', createdAt: day(5), position: 2 },
      { title: 'Middle B', description: 'd4', createdAt: day(5), position: 2 },
    ])
    // A hand-edited row whose tags are not a list must still read as a list.
    await t.db.run(sql`UPDATE projects SET tags = '"not a list"' WHERE title = 'Old'`)

    const res = await t.app.request('/public/projects')
    const body = (await res.json()) as unknown[]
    expect(body.map((p) => (p as { title: string }).title)).toEqual(['Newest', 'Middle B', 'Middle A', 'Old'])
    expect(body[0]).toEqual({
      title: 'Newest',
      description: 'd2',
      title_ar: 'الأحدث',
      description_ar: 'وصف المشروع',
      cover_url: 'https://cdn.example/n.webp',
      tags: [],
      href: null,
      // A cover on another host is shown from cover_url alone; its alt text is the title.
      cover: null,
      cover_alt: null,
      cover_alt_ar: null,
    })
    expect(body[3]).toMatchObject({
      tags: ['not a list'],
      href: '/work/old',
      title_ar: null,
      description_ar: null,
    })
    for (const item of body) expect(z.strictObject(PublicProjectSchema.shape).parse(item)).toEqual(item)
  })
})

describe('GET /public/all-work', () => {
  it('lists items in the saved order (featured does not sort) in the public shape, with the featured flag', async () => {
    await t.db.insert(workItems).values([
      { title: 'Plain new', description: 'x', category: 'apps', createdAt: day(8), position: 4 },
      {
        title: 'Featured old',
        description: 'x',
        category: 'shopify',
        featured: true,
        createdAt: day(2),
        position: 2,
      },
      { title: 'Plain old', description: 'x', category: null, createdAt: day(1), position: 5 },
      {
        title: 'Featured new',
        description: 'x',
        featured: true,
        tags: ['React'],
        createdAt: day(7),
        position: 1,
      },
      {
        position: 3,
        title: 'Plain newest',
        description: 'Shop',
        titleAr: 'متجر',
        coverUrl: 'http://localhost:8787/media/a.webp',
        coverAlt: 'A storefront on a phone',
        coverAltAr: 'متجر على هاتف',
        category: 'ecommerce',
        website: 'https://shop.example',
        href: '/work/shop',
        tags: ['Stripe', 'Next.js'],
        slug: 'plain-newest-shop',
        createdAt: day(9),
      },
    ])
    const res = await t.app.request('/public/all-work')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Array<Record<string, unknown>>
    expect(body.map((item) => item.title)).toEqual([
      'Featured new',
      'Featured old',
      'Plain newest',
      'Plain new',
      'Plain old',
    ])
    expect(body[2]).toEqual({
      id: expect.any(Number),
      title: 'Plain newest',
      description: 'Shop',
      title_ar: 'متجر',
      description_ar: null,
      cover_url: 'http://localhost:8787/media/a.webp',
      category: 'ecommerce',
      tags: ['Stripe', 'Next.js'],
      href: '/work/shop',
      website: 'https://shop.example',
      featured: false,
      slug: 'plain-newest-shop',
      // In our media store, but not described yet (no record): cover_url alone.
      cover: null,
      cover_alt: 'A storefront on a phone',
      cover_alt_ar: 'متجر على هاتف',
    })
    expect(body[0]).toMatchObject({ title: 'Featured new', featured: true })
    expect(body[0]).not.toHaveProperty('hidden')
    expect(body[0]).not.toHaveProperty('position')
    for (const item of body) expect(z.strictObject(PublicWorkItemSchema.shape).parse(item)).toEqual(item)
  })
})

describe('public list caching', () => {
  it.each(['/public/projects', '/public/all-work'])(
    '%s carries Cache-Control and an ETag; a match gets 304',
    async (path) => {
      await t.db.insert(projects).values({ title: 'P', description: 'd' })
      await t.db.insert(workItems).values({ title: 'W', description: 'd' })
      const first = await t.app.request(path)
      expect(first.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE_CONTROL)
      const tag = first.headers.get('etag')
      expect(tag).toMatch(/^(W\/)?"[^"]+"$/)

      const again = await t.app.request(path, { headers: { 'If-None-Match': tag ?? '' } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(tag)
      expect(again.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE_CONTROL)

      const stale = await t.app.request(path, { headers: { 'If-None-Match': '"something-else"' } })
      expect(stale.status).toBe(200)
    },
  )

  it('changes the ETag when the list changes', async () => {
    const before = (await t.app.request('/public/projects')).headers.get('etag')
    // Written straight to the database, as another process would: seen on the next request.
    await t.db.insert(projects).values({ title: 'New', description: 'd' })
    const after = await t.app.request('/public/projects', { headers: { 'If-None-Match': before ?? '' } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(before)
  })
})

describe('public list cache', () => {
  it('serves every write made through another database connection on the next request', async () => {
    const first = await t.app.request('/public/all-work')
    expect(await first.json()).toEqual([])
    const tag = first.headers.get('etag')
    const unchanged = await t.app.request('/public/all-work', { headers: { 'If-None-Match': tag ?? '' } })
    expect(unchanged.status).toBe(304)

    // Another process (or Worker isolate) writing to the same database: the triggers move the version.
    const { createClient } = await import('@libsql/client')
    const other = createClient({ url: `file:${t.dir}/test.db`, timeout: 10_000 })
    await other.execute("INSERT INTO work_items (title, description) VALUES ('Fresh', 'Added elsewhere')")
    const afterInsert = await t.app.request('/public/all-work', { headers: { 'If-None-Match': tag ?? '' } })
    expect(afterInsert.status).toBe(200)
    expect(((await afterInsert.json()) as Array<{ title: string }>).map((item) => item.title)).toEqual([
      'Fresh',
    ])

    await other.execute("UPDATE work_items SET title = 'Renamed'")
    const afterUpdate = await t.app.request('/public/all-work')
    expect(((await afterUpdate.json()) as Array<{ title: string }>)[0]?.title).toBe('Renamed')

    await other.execute('DELETE FROM projects')
    await other.execute("INSERT INTO projects (title, description) VALUES ('P', 'D')")
    await other.execute('DELETE FROM projects')
    expect(await (await t.app.request('/public/projects')).json()).toEqual([])
    other.close()
  })
})

describe('covers in the public lists', () => {
  const base = 'http://localhost:8787/media'

  it('describe a cover of our media store from its record, for a <picture>, and nothing for others', async () => {
    await t.db.insert(mediaCovers).values([
      {
        key: 'covers/a.jpg',
        width: 4032,
        height: 3024,
        contentType: 'image/jpeg',
        placeholder: 'data:image/webp;base64,UklGRg==',
        dominantColor: '#4e8661',
        variantWidths: [320, 480, 800, 1200, 1600],
        avifWidths: [320, 480, 800, 1200],
      },
      // Its variants failed: the size and nothing else.
      { key: 'covers/b.png', width: 640, height: 400, contentType: 'image/png', variantError: 'broken' },
      // Unreadable: no size, so no description.
      {
        key: 'covers/c.jpg',
        width: 0,
        height: 0,
        contentType: 'application/octet-stream',
        variantError: 'x',
      },
    ])
    await t.db.insert(projects).values([
      { title: 'A', description: 'd', coverUrl: `${base}/covers/a.jpg`, position: 1 },
      { title: 'B', description: 'd', coverUrl: `${base}/covers/b.png`, position: 2 },
      { title: 'C', description: 'd', coverUrl: `${base}/covers/c.jpg`, position: 3 },
      // A variant's address typed in as a cover, and the same key on another host: cover_url alone.
      { title: 'D', description: 'd', coverUrl: `${base}/covers/a.w800.avif`, position: 4 },
      { title: 'E', description: 'd', coverUrl: 'https://cdn.example/media/covers/a.jpg', position: 5 },
      { title: 'F', description: 'd', position: 6 },
    ])
    const body = z.array(PublicProjectSchema).parse(await (await t.app.request('/public/projects')).json())
    expect(body.map((project) => project.cover)).toEqual([
      {
        key: 'covers/a.jpg',
        width: 4032,
        height: 3024,
        placeholder: 'data:image/webp;base64,UklGRg==',
        color: '#4e8661',
        widths: [320, 480, 800, 1200, 1600],
        avif_widths: [320, 480, 800, 1200],
      },
      {
        key: 'covers/b.png',
        width: 640,
        height: 400,
        placeholder: null,
        color: null,
        widths: [],
        avif_widths: [],
      },
      null,
      null,
      null,
      null,
    ])
  })

  it('move the content version when a shown cover gets its variants, and serve them on the next request', async () => {
    await t.db
      .insert(workItems)
      .values({ title: 'W', description: 'd', slug: 'w', coverUrl: `${base}/covers/a.jpg` })
    const first = await t.app.request('/public/work/w')
    expect(((await first.json()) as { cover: unknown }).cover).toBeNull()
    await t.db.insert(mediaCovers).values({
      key: 'covers/a.jpg',
      width: 800,
      height: 600,
      contentType: 'image/jpeg',
      variantWidths: [320, 480, 800],
      avifWidths: [320, 480, 800],
    })
    const second = await t.app.request('/public/work/w', {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    })
    expect(second.status).toBe(200)
    expect(second.headers.get('x-content-version')).not.toBe(first.headers.get('x-content-version'))
    expect(((await second.json()) as { cover: { widths: number[] } }).cover.widths).toEqual([320, 480, 800])
  })
})
