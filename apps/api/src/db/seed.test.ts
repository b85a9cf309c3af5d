import { readdir, readFile } from 'node:fs/promises'
import { LIMITS, slugify, WORK_CATEGORIES } from '@studio/contracts'
import imageSize from 'image-size'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { listProjects, listWorkItems } from './queries'
import { projects, workItems } from './schema'
import { SEED_COVERS_DIR, seedCoverKey, seedDemoContent } from './seed'
import { SEED_COVERS, SEED_PROJECTS, SEED_WORK_ITEMS } from './seed-data'

let t: TestApp

beforeEach(async () => {
  t = await createTestApp()
})

describe('demo content', () => {
  it('has at least 6 projects and 12 work items across every category and one uncategorised', () => {
    expect(SEED_PROJECTS.length).toBeGreaterThanOrEqual(6)
    expect(SEED_WORK_ITEMS.length).toBeGreaterThanOrEqual(12)
    const categories = SEED_WORK_ITEMS.map((item) => item.category)
    for (const { value } of WORK_CATEGORIES) expect(categories).toContain(value)
    expect(categories.filter((category) => category === null)).toHaveLength(1)
    expect(SEED_WORK_ITEMS.some((item) => item.featured)).toBe(true)
    for (const item of SEED_WORK_ITEMS) {
      expect(item.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/)
    }
  })

  it('gives most entries Arabic texts within the limits, and leaves some in English only', () => {
    for (const entries of [SEED_PROJECTS, SEED_WORK_ITEMS]) {
      const arabic = entries.filter((entry) => entry.titleAr && entry.descriptionAr)
      expect(arabic.length).toBeGreaterThan(entries.length / 3)
      expect(entries.some((entry) => !entry.titleAr && !entry.descriptionAr)).toBe(true)
      for (const entry of arabic) {
        expect(entry.titleAr).toMatch(/\p{Script=Arabic}/u)
        expect(entry.titleAr?.length).toBeLessThanOrEqual(LIMITS.title)
        expect(entry.descriptionAr?.length).toBeLessThanOrEqual(LIMITS.description)
      }
    }
  })

  it.each(SEED_COVERS)('ships %s as a real, small WebP image', async (name) => {
    const bytes = await readFile(new URL(`${name}.webp`, SEED_COVERS_DIR))
    expect(bytes.byteLength).toBeLessThan(40 * 1024)
    const size = imageSize(bytes)
    expect(size).toMatchObject({ type: 'webp', width: 1200, height: 800 })
  })

  it('ships only the originals: the API makes every other width itself', async () => {
    expect((await readdir(SEED_COVERS_DIR)).sort()).toEqual(SEED_COVERS.map((name) => `${name}.webp`).sort())
  })
})

describe('seedDemoContent', () => {
  it('fills an empty database and copies the covers into the media store', async () => {
    const result = await seedDemoContent(t.db, t.media)
    expect(result).toEqual({
      seeded: true,
      projects: SEED_PROJECTS.length,
      workItems: SEED_WORK_ITEMS.length,
    })

    const projectRows = await listProjects(t.db)
    expect(projectRows.map((row) => row.title)).toEqual(SEED_PROJECTS.map((project) => project.title))
    expect(projectRows.map((row) => row.titleAr)).toEqual(
      SEED_PROJECTS.map((project) => project.titleAr ?? null),
    )
    const workRows = await listWorkItems(t.db)
    expect(workRows).toHaveLength(SEED_WORK_ITEMS.length)
    expect(workRows.map((row) => row.descriptionAr).filter(Boolean)).toHaveLength(
      SEED_WORK_ITEMS.filter((item) => item.descriptionAr).length,
    )
    for (const row of [...projectRows, ...workRows]) {
      // No demo page exists at any /work/... address, so demo links stay empty (the site shows '#').
      expect(row.href).toBeNull()
      // A key, never an address: the demo covers follow whatever media base the API runs with.
      expect(row.coverUrl).toBeNull()
      expect(row.coverKey).toMatch(/^seed\/[a-z0-9-]+\.webp$/)
      const stored = await t.media.get(row.coverKey ?? '')
      expect(stored?.contentType).toBe('image/webp')
    }
    const answered = (await (await t.app.request('/public/projects')).json()) as { cover_url: string }[]
    expect(answered[0]?.cover_url).toBe(`${t.config.publicMediaBaseUrl}/${projectRows[0]?.coverKey}`)
    const cover = SEED_COVERS[0] ?? ''
    const served = await t.app.request(`/media/${seedCoverKey(cover)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
  })

  it('gives every work item the slug an admin create would make from its title', async () => {
    await seedDemoContent(t.db, t.media)
    const rows = await t.db
      .select({ title: workItems.title, slug: workItems.slug })
      .from(workItems)
      .orderBy(workItems.id)
    expect(rows.map((row) => row.slug)).toEqual(SEED_WORK_ITEMS.map((item) => slugify(item.title)))
    for (const { slug } of rows) expect((await t.app.request(`/public/work/${slug}`)).status).toBe(200)
  })

  it('does nothing the second time', async () => {
    await seedDemoContent(t.db, t.media)
    const again = await seedDemoContent(t.db, t.media)
    expect(again.seeded).toBe(false)
    expect(await listProjects(t.db)).toHaveLength(SEED_PROJECTS.length)
    expect(await listWorkItems(t.db)).toHaveLength(SEED_WORK_ITEMS.length)
  })

  it('leaves a database with any content alone, covers included', async () => {
    await t.db.insert(projects).values({ title: 'Mine', description: 'Real content' })
    const result = await seedDemoContent(t.db, t.media)
    expect(result.seeded).toBe(false)
    expect(await listWorkItems(t.db)).toHaveLength(0)
    expect(await t.media.get(seedCoverKey(SEED_COVERS[0] ?? ''))).toBeNull()
  })
})
