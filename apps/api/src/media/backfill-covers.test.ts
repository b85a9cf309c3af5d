import { PublicWorkItemSchema } from '@studio/contracts'
import { coverVariantKey, coverVariantKeys } from '@studio/contracts/covers'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { projects, workItems } from '../db/schema'
import { seedCoverKey, seedDemoContent } from '../db/seed'
import { SEED_COVERS } from '../db/seed-data'
import { runScheduled } from '../jobs/run-scheduled'
import { plainWebp } from '../test-support/images'
import { createTestApp } from '../test-support/test-app'
import { backfillCoverVariants, COVER_RETRY_AFTER_MS, COVERS_PER_SCHEDULED_RUN } from './backfill-covers'
import { findCoverRecords } from './cover-records'
import { photoFixture } from './phone-photo'

const OLD_SIZED = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.1600x1067.webp'
const OLD_SIBLING = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.1600x1067.w480.webp'
const OLD_PLAIN = 'covers/1c8d7b1f-2a3e-4d4c-8b9f-8e7d6c5b4a32.jpg'
const UNSHOWN = 'covers/2d9e8c2a-3b4f-4e5d-9c0a-9f8e7d6c5b43.jpg'

describe('backfillCoverVariants', () => {
  it('gives the demo covers and older uploads their records and variants, a few per scheduled run, then does nothing', async () => {
    const t = await createTestApp()
    const base = t.config.publicMediaBaseUrl
    await seedDemoContent(t.db, t.media, { publicMediaBaseUrl: base })
    // Covers uploaded before variants existed: a sized WebP with its browser-made sibling, a JPEG.
    await t.media.put(OLD_SIBLING, await plainWebp(480, 320, '#4a7'), 'image/webp')
    await t.media.put(OLD_SIZED, await plainWebp(1600, 1067, '#4a7'), 'image/webp')
    await t.media.put(OLD_PLAIN, await photoFixture(), 'image/jpeg')
    await t.media.put(UNSHOWN, await photoFixture(), 'image/jpeg')
    await t.db.insert(projects).values({ title: 'Old', description: 'd', coverUrl: `${base}/${OLD_SIZED}` })
    await t.db.insert(workItems).values([
      { title: 'Older', description: 'd', slug: 'older', coverUrl: `${base}/${OLD_PLAIN}`, hidden: true },
      { title: 'Foreign', description: 'd', slug: 'foreign', coverUrl: 'https://cdn.example/a.jpg' },
    ])
    const shown = [...SEED_COVERS.map(seedCoverKey), OLD_SIZED, OLD_PLAIN]
    const versionBefore = (await t.app.request('/public/all-work')).headers.get('x-content-version')

    // The Worker's Cron Trigger: a few covers a run.
    const [report] = (await runScheduled(t.deps)).filter((job) => job.name === 'cover variants')
    expect(report).toEqual({ name: 'cover variants', ok: true, result: COVERS_PER_SCHEDULED_RUN })
    expect((await findCoverRecords(t.db, shown)).size).toBe(COVERS_PER_SCHEDULED_RUN)

    expect(await backfillCoverVariants(t.deps)).toEqual({
      covers: shown.length - COVERS_PER_SCHEDULED_RUN,
      failed: 0,
    })
    const records = await findCoverRecords(t.db, [...shown, UNSHOWN])
    expect([...records.keys()].sort()).toEqual([...shown].sort())
    for (const key of SEED_COVERS.map(seedCoverKey)) {
      expect(records.get(key)).toMatchObject({
        width: 1200,
        height: 800,
        variantWidths: [320, 480, 800, 1200],
      })
    }
    expect(records.get(OLD_SIZED)).toMatchObject({
      width: 1600,
      height: 1067,
      variantWidths: [320, 480, 800, 1200, 1600],
      avifWidths: [320, 480, 800, 1200],
      variantError: null,
    })
    expect(records.get(OLD_PLAIN)).toMatchObject({ width: 720, variantWidths: [320, 480, 720] })
    for (const [key, record] of records) {
      const variants = coverVariantKeys(key, { widths: record.variantWidths, avifWidths: record.avifWidths })
      for (const variant of variants) expect(await t.media.get(variant), variant).not.toBeNull()
    }
    // The older sibling's key is the 480 px WebP variant's: it now holds the API's own.
    expect(coverVariantKey(OLD_SIZED, 480, 'webp')).toBe(OLD_SIBLING)
    const sibling = await t.media.get(OLD_SIBLING)
    expect(await sharp(sibling?.body as Uint8Array).metadata()).toMatchObject({ width: 480, height: 320 })

    // The public answers describe the covers now, and their version moved with the records.
    const answer = await t.app.request('/public/all-work')
    expect(answer.headers.get('x-content-version')).not.toBe(versionBefore)
    const items = z.array(PublicWorkItemSchema).parse(await answer.json())
    const seeded = items.find((item) => item.cover_url?.endsWith(seedCoverKey(SEED_COVERS[0] ?? '')))
    expect(seeded?.cover).toMatchObject({ width: 1200, height: 800, widths: [320, 480, 800, 1200] })
    expect(items.find((item) => item.title === 'Foreign')?.cover).toBeNull()

    // Idempotent: nothing left to do, nothing rewritten.
    expect(await backfillCoverVariants(t.deps)).toEqual({ covers: 0, failed: 0 })
    expect((await runScheduled(t.deps)).find((job) => job.name === 'cover variants')?.result).toBe(0)
  }, 180_000)

  it('retries a cover whose variants failed a day later, or at once when asked (the command)', async () => {
    const t = await createTestApp()
    const start = new Date('2030-01-01T00:00:00.000Z')
    t.setNow(start)
    const photo = await photoFixture()
    await t.media.put(OLD_PLAIN, photo.slice(0, photo.byteLength / 2), 'image/jpeg')
    await t.db
      .insert(projects)
      .values({ title: 'P', description: 'd', coverUrl: `${t.config.publicMediaBaseUrl}/${OLD_PLAIN}` })

    expect(await backfillCoverVariants(t.deps)).toEqual({ covers: 1, failed: 1 })
    expect(await backfillCoverVariants(t.deps)).toEqual({ covers: 0, failed: 0 })
    t.setNow(new Date(start.getTime() + COVER_RETRY_AFTER_MS - 1000))
    expect(await backfillCoverVariants(t.deps)).toEqual({ covers: 0, failed: 0 })
    expect(await backfillCoverVariants(t.deps, { retryFailedNow: true })).toEqual({ covers: 1, failed: 1 })

    // Mended in the store (put back whole): the next retry makes its variants and clears the error.
    await t.media.put(OLD_PLAIN, photo, 'image/jpeg')
    t.setNow(new Date(start.getTime() + 2 * COVER_RETRY_AFTER_MS))
    expect(await backfillCoverVariants(t.deps)).toEqual({ covers: 1, failed: 0 })
    const record = (await findCoverRecords(t.db, [OLD_PLAIN])).get(OLD_PLAIN)
    expect(record).toMatchObject({ variantError: null, variantWidths: [320, 480, 720] })
  })

  it('runs once at a time on a database: a second call while one runs returns at once', async () => {
    const t = await createTestApp()
    await t.media.put(OLD_PLAIN, await photoFixture(), 'image/jpeg')
    await t.db
      .insert(projects)
      .values({ title: 'P', description: 'd', coverUrl: `${t.config.publicMediaBaseUrl}/${OLD_PLAIN}` })
    const [first, second] = await Promise.all([backfillCoverVariants(t.deps), backfillCoverVariants(t.deps)])
    expect(first).toEqual({ covers: 1, failed: 0 })
    expect(second).toEqual({ covers: 0, failed: 0 })
  })

  it('looks again on every run for an original not yet in the store, without counting it', async () => {
    const t = await createTestApp()
    await t.db
      .insert(projects)
      .values({ title: 'P', description: 'd', coverUrl: `${t.config.publicMediaBaseUrl}/${OLD_PLAIN}` })
    expect(await backfillCoverVariants(t.deps, { limit: 1 })).toEqual({ covers: 0, failed: 0 })
    expect((await findCoverRecords(t.db, [OLD_PLAIN])).size).toBe(0)
    // A deploy uploads the covers after seeding the rows.
    await t.media.put(OLD_PLAIN, await photoFixture(), 'image/jpeg')
    expect(await backfillCoverVariants(t.deps, { limit: 1 })).toEqual({ covers: 1, failed: 0 })
  })
})
