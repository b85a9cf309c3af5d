import { readdirSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mediaCovers, projects } from '../../db/schema'
import { createItem, signedInTestApp } from '../../test-support/admin-api'
import { plainWebp, uploadTestCover } from '../../test-support/images'
import { send, sendJson } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'
import { uploadedCoverKey, uploadedCoverStem } from './uploaded-cover'

/** Every stored object's key (the folder store's `.type` sidecars aside). */
const storedKeys = (t: TestApp) =>
  readdirSync(t.mediaDir, { recursive: true })
    .map(String)
    .filter((name) => !name.endsWith('.type') && name.includes('.'))
    .sort()

const recordOf = async (t: TestApp, key: string) =>
  (await t.db.select().from(mediaCovers).where(eq(mediaCovers.key, key)))[0]

/** Checks that an upload is gone entirely: original, every variant and its record. */
async function expectGone(t: TestApp, cover: { key: string; variants: string[] }) {
  for (const key of [cover.key, ...cover.variants]) expect(await t.media.get(key), key).toBeNull()
  expect(await recordOf(t, cover.key)).toBeUndefined()
}

/** Saves project `id` with the cover at `coverUrl`. */
async function saveCover(t: TestApp, token: string, id: number, coverUrl: string, title = 'P') {
  const saved = await sendJson(
    t,
    'PUT',
    `/sb-admin/projects/${id}`,
    { title, description: 'd', cover_url: coverUrl },
    { token },
  )
  expect(saved.status).toBe(200)
}

describe('uploaded cover clean-up', () => {
  it('removes the old cover with its variants and record when a project cover is replaced, and the last one on delete', async () => {
    const { t, token } = await signedInTestApp()
    const first = await uploadTestCover(t, token)
    const id = await createItem(t, token, '/sb-admin/projects', { title: 'P', cover_url: first.url })

    const second = await uploadTestCover(t, token)
    await saveCover(t, token, id, second.url)
    await expectGone(t, first)
    expect((await t.app.request(`/media/${first.variants[0]}`)).status).toBe(404)
    expect(storedKeys(t)).toEqual([second.key, ...second.variants].sort())
    expect(await recordOf(t, second.key)).toBeDefined()

    // Saving again with the same cover keeps it.
    await saveCover(t, token, id, second.url, 'Q')
    expect(storedKeys(t)).toHaveLength(7)

    expect((await send(t, 'DELETE', `/sb-admin/projects/${id}`, { token })).status).toBe(200)
    await expectGone(t, second)
    expect(storedKeys(t)).toEqual([])
  })

  it('removes a work item cover on replacement and on delete', async () => {
    const { t, token } = await signedInTestApp()
    const first = await uploadTestCover(t, token)
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'W', cover_url: first.url })
    // A featured-only update does not touch the cover.
    await sendJson(t, 'PUT', `/sb-admin/all-work/${id}`, { featured: true }, { token })
    expect(storedKeys(t)).toHaveLength(7)

    const cleared = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'W', description: 'd', cover_url: '' },
      { token },
    )
    expect(((await cleared.json()) as { cover_url: string | null }).cover_url).toBeNull()
    await expectGone(t, first)

    const second = await uploadTestCover(t, token)
    await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'W', description: 'd', cover_url: second.url },
      { token },
    )
    await send(t, 'DELETE', `/sb-admin/all-work/${id}`, { token })
    await expectGone(t, second)
  })

  it('never deletes seed art, foreign URLs, or a cover another item shows (its original or a variant)', async () => {
    const { t, token } = await signedInTestApp()
    await t.media.put('seed/atlas.webp', new Uint8Array([1, 2, 3]), 'image/webp')
    const seedUrl = 'http://localhost:8787/media/seed/atlas.webp'
    const seeded = await createItem(t, token, '/sb-admin/projects', { title: 'S', cover_url: seedUrl })
    await send(t, 'DELETE', `/sb-admin/projects/${seeded}`, { token })
    expect(await t.media.get('seed/atlas.webp')).not.toBeNull()

    const shared = await uploadTestCover(t, token)
    const a = await createItem(t, token, '/sb-admin/projects', { title: 'A', cover_url: shared.url })
    await createItem(t, token, '/sb-admin/all-work', { title: 'B', cover_url: shared.url })
    await send(t, 'DELETE', `/sb-admin/projects/${a}`, { token })
    expect(storedKeys(t)).toHaveLength(8)

    const typed = await uploadTestCover(t, token)
    const c = await createItem(t, token, '/sb-admin/projects', { title: 'C', cover_url: typed.url })
    // An admin typed one of its variants' addresses in as another item's cover.
    const variantUrl = `${t.config.publicMediaBaseUrl}/${typed.variants[0]}`
    const d = await createItem(t, token, '/sb-admin/projects', { title: 'D', cover_url: variantUrl })
    await send(t, 'DELETE', `/sb-admin/projects/${c}`, { token })
    for (const key of [typed.key, ...typed.variants]) expect(await t.media.get(key), key).not.toBeNull()
    // Deleting the item that shows the variant's URL deletes nothing: that URL is not an original.
    expect((await send(t, 'DELETE', `/sb-admin/projects/${d}`, { token })).status).toBe(200)
    expect(await t.media.get(typed.variants[0] ?? '')).not.toBeNull()
  })

  it('after a change of the media base, removes a replaced cover, but keeps one that an older row names by any address', async () => {
    const { t, token } = await signedInTestApp()
    const first = await uploadTestCover(t, token)
    const shared = await uploadTestCover(t, token)
    const id = await createItem(t, token, '/sb-admin/projects', { title: 'P', cover_url: first.url })
    const other = await createItem(t, token, '/sb-admin/projects', { title: 'Q', cover_url: shared.url })
    // A row written before covers were stored by key, under the base of that time.
    await t.db.insert(projects).values({ title: 'Old', description: 'd', coverUrl: shared.url })
    t.config.publicMediaBaseUrl = 'https://media.studio.example/media'

    const replacement = await uploadTestCover(t, token)
    expect(replacement.url).toBe(`https://media.studio.example/media/${replacement.key}`)
    await saveCover(t, token, id, replacement.url)
    await expectGone(t, first)

    expect((await send(t, 'DELETE', `/sb-admin/projects/${other}`, { token })).status).toBe(200)
    for (const key of [shared.key, ...shared.variants]) expect(await t.media.get(key), key).not.toBeNull()
    expect(await recordOf(t, shared.key)).toBeDefined()
  })

  it('removes an older sized upload with its browser-made 480 px sibling and its variants', async () => {
    const { t, token } = await signedInTestApp()
    // Stored as the upload route stored a cover before it made variants itself.
    const main = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.1600x1067.webp'
    const small = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.1600x1067.w480.webp'
    await t.media.put(small, await plainWebp(480, 320), 'image/webp')
    await t.media.put(main, await plainWebp(1600, 1067), 'image/webp')
    const id = await createItem(t, token, '/sb-admin/projects', {
      title: 'P',
      cover_url: `${t.config.publicMediaBaseUrl}/${main}`,
    })
    const replacement = await uploadTestCover(t, token)
    await saveCover(t, token, id, replacement.url)
    expect(await t.media.get(main)).toBeNull()
    expect(await t.media.get(small)).toBeNull()
    expect(storedKeys(t)).toEqual([replacement.key, ...replacement.variants].sort())
  })

  it('knows an upload by its stem, in its original and in every variant, and nothing else', () => {
    const id = '0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21'
    expect(uploadedCoverStem(`covers/${id}.png`)).toBe(`covers/${id}`)
    expect(uploadedCoverStem(`covers/${id}.w800.avif`)).toBe(`covers/${id}`)
    expect(uploadedCoverStem(`covers/${id}.1600x1067.webp`)).toBe(`covers/${id}.1600x1067`)
    expect(uploadedCoverStem(`covers/${id}.1600x1067.w480.webp`)).toBe(`covers/${id}.1600x1067`)
    expect(uploadedCoverStem('seed/atlas.w480.webp')).toBeNull()
    expect(uploadedCoverStem('covers/x.1200x800.w480.webp')).toBeNull()
    expect(uploadedCoverStem(`covers/${id}.txt`)).toBeNull()
    expect(uploadedCoverStem(`covers/${id}.w800.png`)).toBeNull()
    const base = 'http://localhost:8787/media'
    expect(uploadedCoverKey(`${base}/covers/${id}.1600x1067.webp`, base)).toBe(`covers/${id}.1600x1067.webp`)
    expect(uploadedCoverKey(`${base}/covers/${id}.w480.webp`, base)).toBeNull()
  })

  it('recognises only keys this API made under the configured media base', () => {
    const base = 'http://localhost:8787/media'
    const key = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.png'
    expect(uploadedCoverKey(`${base}/${key}`, base)).toBe(key)
    expect(uploadedCoverKey(`${base}/${key}`, `${base}/`)).toBe(key)
    expect(uploadedCoverKey(`${base}/seed/atlas.webp`, base)).toBeNull()
    expect(uploadedCoverKey(`https://evil.example/media/${key}`, base)).toBeNull()
    expect(uploadedCoverKey(`${base}/covers/../seed/x.png`, base)).toBeNull()
    expect(uploadedCoverKey(null, base)).toBeNull()
  })
})
