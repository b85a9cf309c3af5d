import { utimes } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { mediaCovers, projects, workItems } from '../db/schema'
import { createItem, signedInTestApp } from '../test-support/admin-api'
import { uploadTestCover } from '../test-support/images'
import { send } from '../test-support/requests'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { ORPHAN_COVER_GRACE_MS, sweepOrphanCovers } from './sweep-orphan-covers'

const NOW = new Date('2030-06-01T12:00:00.000Z')
const BYTES = new Uint8Array([1, 2, 3])
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** Stores an object in the test app's media folder as if it had been uploaded `ageMs` before NOW. */
async function storeAged(t: TestApp, key: string, ageMs: number) {
  await t.media.put(key, BYTES, 'image/png')
  const when = new Date(NOW.getTime() - ageMs)
  await utimes(join(t.mediaDir, key), when, when)
}

const keysOf = async (t: TestApp) => (await t.media.list('')).map((listing) => listing.key).sort()

describe('sweepOrphanCovers', () => {
  it('deletes uploaded covers nothing references once they are a day old, and nothing else', async () => {
    const t = await createTestApp()
    const url = (key: string) => `${t.config.publicMediaBaseUrl}/${key}`
    const day = ORPHAN_COVER_GRACE_MS
    await storeAged(t, `covers/${uuid(1)}.png`, day + 1000) // abandoned upload: goes
    await storeAged(t, `covers/${uuid(2)}.webp`, 3 * day) // a project's cover: stays
    await storeAged(t, `covers/${uuid(3)}.jpg`, 3 * day) // a work item's cover: stays
    await storeAged(t, `covers/${uuid(4)}.png`, day - 60_000) // uploaded within the day: stays
    await storeAged(t, 'seed/harbour.webp', 30 * day) // seed art is never swept
    await storeAged(t, 'covers/readme.txt', 30 * day) // not a key the upload route makes
    await t.db
      .insert(projects)
      .values({ title: 'P', description: 'd', coverUrl: url(`covers/${uuid(2)}.webp`) })
    await t.db
      .insert(workItems)
      .values({ title: 'W', description: 'd', coverUrl: url(`covers/${uuid(3)}.jpg`) })

    expect(await sweepOrphanCovers(t, NOW)).toBe(1)
    expect(await keysOf(t)).toEqual([
      `covers/${uuid(2)}.webp`,
      `covers/${uuid(3)}.jpg`,
      `covers/${uuid(4)}.png`,
      'covers/readme.txt',
      'seed/harbour.webp',
    ])
    expect(await t.media.get(`covers/${uuid(1)}.png`)).toBeNull()

    // The next day the late upload is an orphan too; a second run changes nothing more.
    expect(await sweepOrphanCovers(t, new Date(NOW.getTime() + day))).toBe(1)
    expect(await sweepOrphanCovers(t, new Date(NOW.getTime() + day))).toBe(0)
  })

  it('sweeps an abandoned upload with its variants and record, and keeps a shown one whole', async () => {
    const t = await createTestApp()
    const url = (key: string) => `${t.config.publicMediaBaseUrl}/${key}`
    const day = ORPHAN_COVER_GRACE_MS
    const upload = (n: number) => [
      `covers/${uuid(n)}.jpg`,
      `covers/${uuid(n)}.w320.avif`,
      `covers/${uuid(n)}.w320.webp`,
      `covers/${uuid(n)}.w800.webp`,
    ]
    for (const key of [...upload(1), ...upload(2)]) await storeAged(t, key, 2 * day)
    await storeAged(t, `covers/${uuid(3)}.w800.avif`, 2 * day) // a variant whose original is gone: goes
    await storeAged(t, `covers/${uuid(4)}.w800.avif`, 2 * day) // its original is shown (stored elsewhere): stays
    await storeAged(t, 'seed/harbour.w800.avif', 30 * day) // seed art is never swept
    for (const n of [1, 2])
      await t.db
        .insert(mediaCovers)
        .values({ key: `covers/${uuid(n)}.jpg`, width: 4, height: 3, contentType: 'image/jpeg' })
    await t.db.insert(projects).values([
      { title: 'P', description: 'd', coverUrl: url(`covers/${uuid(2)}.jpg`) },
      { title: 'Q', description: 'd', coverUrl: url(`covers/${uuid(4)}.jpg`) },
    ])

    expect(await sweepOrphanCovers(t, NOW)).toBe(5)
    expect(await keysOf(t)).toEqual(
      [...upload(2), `covers/${uuid(4)}.w800.avif`, 'seed/harbour.w800.avif'].sort(),
    )
    const records = await t.db.select({ key: mediaCovers.key }).from(mediaCovers)
    expect(records).toEqual([{ key: `covers/${uuid(2)}.jpg` }])
  })

  it('sweeps an older sized cover together with its 480 px sibling, and keeps both while referenced', async () => {
    const t = await createTestApp()
    const url = (key: string) => `${t.config.publicMediaBaseUrl}/${key}`
    const day = ORPHAN_COVER_GRACE_MS
    const sized = (n: number) => `covers/${uuid(n)}.1600x1067.webp`
    const small = (n: number) => `covers/${uuid(n)}.1600x1067.w480.webp`
    await storeAged(t, sized(1), 2 * day) // abandoned pair: both go
    await storeAged(t, small(1), 2 * day)
    await storeAged(t, sized(2), 2 * day) // a project's cover: both stay
    await storeAged(t, small(2), 2 * day)
    await storeAged(t, small(3), 2 * day) // a sibling whose main file is already gone: goes
    await storeAged(t, small(4), 2 * day) // its main file is referenced (stored elsewhere): stays
    await storeAged(t, 'seed/harbour.1200x800.w480.webp', 30 * day) // seed art is never swept
    await t.db
      .insert(mediaCovers)
      .values({ key: sized(1), width: 1600, height: 1067, contentType: 'image/webp' })
    await t.db.insert(projects).values([
      { title: 'P', description: 'd', coverUrl: url(sized(2)) },
      { title: 'Q', description: 'd', coverUrl: url(sized(4)) },
    ])

    expect(await sweepOrphanCovers(t, NOW)).toBe(3)
    expect(await keysOf(t)).toEqual([sized(2), small(2), small(4), 'seed/harbour.1200x800.w480.webp'].sort())
    expect(
      await t.db
        .select()
        .from(mediaCovers)
        .where(eq(mediaCovers.key, sized(1))),
    ).toEqual([])
  })

  it('answers 0 on an empty media store', async () => {
    const t = await createTestApp()
    expect(await sweepOrphanCovers(t, NOW)).toBe(0)
  })
})

describe('the folder media store listing', () => {
  it("lists each object once with its file's time and size, under the prefix only", async () => {
    const t = await createTestApp()
    await storeAged(t, `covers/${uuid(9)}.png`, 5000)
    await storeAged(t, 'seed/a.webp', 5000)
    const listing = await t.media.list('covers/')
    expect(listing).toEqual([
      { key: `covers/${uuid(9)}.png`, uploaded: new Date(NOW.getTime() - 5000), size: BYTES.byteLength },
    ])
  })
})

describe('a change of the media base', () => {
  it('keeps a shown cover, its variants and its record after PUBLIC_MEDIA_BASE_URL changes, and shows it at the new base', async () => {
    const { t, token } = await signedInTestApp()
    const shown = await uploadTestCover(t, token)
    const abandoned = await uploadTestCover(t, token)
    const id = await createItem(t, token, '/sb-admin/projects', { title: 'P', cover_url: shown.url })
    expect(shown.url).toBe(`http://localhost:8787/media/${shown.key}`)
    // The row names the cover by its key, never by an address.
    expect(
      await t.db
        .select({ key: projects.coverKey, url: projects.coverUrl })
        .from(projects)
        .where(eq(projects.id, id)),
    ).toEqual([{ key: shown.key, url: null }])

    // The API starts again over the same database and media with another base (another port).
    const movedBase = 'https://media.studio.example/media'
    const moved = { ...t.deps, config: { ...t.config, publicMediaBaseUrl: movedBase } }
    const after = { ...t, app: createApp(moved) }
    const past = new Date(Date.now() + 2 * ORPHAN_COVER_GRACE_MS)
    expect(await sweepOrphanCovers(moved, past)).toBe(1 + abandoned.variants.length)

    for (const key of [shown.key, ...shown.variants]) expect(await t.media.get(key), key).not.toBeNull()
    expect(await t.db.select({ key: mediaCovers.key }).from(mediaCovers)).toEqual([{ key: shown.key }])
    for (const key of [abandoned.key, ...abandoned.variants]) expect(await t.media.get(key), key).toBeNull()

    const publicProjects = (await (await send(after, 'GET', '/public/projects')).json()) as Array<{
      cover_url: string | null
      cover: { key: string } | null
    }>
    expect(publicProjects).toMatchObject([
      { cover_url: `${movedBase}/${shown.key}`, cover: { key: shown.key } },
    ])
    const adminProjects = (await (
      await send(after, 'GET', '/sb-admin/projects', { token })
    ).json()) as Array<{
      cover_url: string | null
    }>
    expect(adminProjects.map((project) => project.cover_url)).toEqual([`${movedBase}/${shown.key}`])
  })

  it('never deletes an upload that a stored address names, whatever its host, port or base', async () => {
    const t = await createTestApp()
    const day = ORPHAN_COVER_GRACE_MS
    const kept = [`covers/${uuid(1)}.jpg`, `covers/${uuid(1)}.w800.webp`, `covers/${uuid(2)}.png`]
    for (const key of [...kept, `covers/${uuid(3)}.png`]) await storeAged(t, key, 2 * day)
    await t.db.insert(mediaCovers).values({
      key: `covers/${uuid(1)}.jpg`,
      width: 4,
      height: 3,
      contentType: 'image/jpeg',
      variantWidths: [800],
    })
    // Rows a process older than cover_key wrote, under bases that are no longer the current one.
    await t.db.insert(projects).values({
      title: 'P',
      description: 'd',
      coverUrl: `http://localhost:8788/media/covers/${uuid(1)}.jpg`,
    })
    await t.db.insert(workItems).values({
      title: 'W',
      description: 'd',
      coverUrl: `https://old.example/media/covers/${uuid(2)}.png`,
    })
    expect(await sweepOrphanCovers(t, NOW)).toBe(1)
    expect(await keysOf(t)).toEqual(kept.sort())
    expect(await t.db.select({ key: mediaCovers.key }).from(mediaCovers)).toEqual([
      { key: `covers/${uuid(1)}.jpg` },
    ])
  })

  it("keeps the variants a shown original's record lists, and a variant named as a cover keeps its upload", async () => {
    const t = await createTestApp()
    const day = ORPHAN_COVER_GRACE_MS
    const first = [`covers/${uuid(1)}.jpg`, `covers/${uuid(1)}.w320.avif`, `covers/${uuid(1)}.w320.webp`]
    const second = [`covers/${uuid(2)}.jpg`, `covers/${uuid(2)}.w800.webp`]
    for (const key of [...first, ...second]) await storeAged(t, key, 2 * day)
    await t.db.insert(mediaCovers).values({
      key: `covers/${uuid(1)}.jpg`,
      width: 4,
      height: 3,
      contentType: 'image/jpeg',
      variantWidths: [320],
      avifWidths: [320],
    })
    await t.db.insert(projects).values([
      { title: 'P', description: 'd', coverKey: `covers/${uuid(1)}.jpg` },
      { title: 'Q', description: 'd', coverKey: `covers/${uuid(2)}.w800.webp` },
    ])
    expect(await sweepOrphanCovers(t, NOW)).toBe(0)
    expect(await keysOf(t)).toEqual([...first, ...second].sort())
  })
})
