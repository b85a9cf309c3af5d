import { afterEach, describe, expect, it } from 'vitest'
import { mediaCovers, projects, shareCards, workItems } from '../../db/schema'
import { countRoundTrips } from '../../test-support/round-trips'
import { createTestApp } from '../../test-support/test-app'

/**
 * Issue 43 point 4: a public read right after a change (a cache miss) costs two round trips to
 * Turso: the content versions, then one batch of the list with its old slugs, share cards and
 * covers' records. A read of unchanged content costs the versions' read alone. The answers stay
 * whole: a hidden item's cover is not read, every shown cover and card is.
 */

const closing: Array<() => void> = []
afterEach(() => {
  for (const close of closing.splice(0)) close()
})

const SHOWN = 'covers/0b8f4a52-3c1e-4d7a-9f3e-2a6c5b1d8e47.jpg'
const HIDDEN = 'covers/7c2d9e14-5a3b-4f6e-8d1c-9b0a2e4f6c83.jpg'
const LEGACY = 'covers/3e5f7a9b-1c2d-4e6f-8a0b-2c4d6e8f0a1b.jpg'

async function studio() {
  const t = await createTestApp()
  await t.db
    .insert(mediaCovers)
    .values(
      [SHOWN, HIDDEN, LEGACY].map((key) => ({ key, width: 1200, height: 800, contentType: 'image/jpeg' })),
    )
  const [shown] = await t.db
    .insert(workItems)
    .values([
      { title: 'Harbourline', description: 'A banking app.', slug: 'harbourline', coverKey: SHOWN },
      { title: 'Draft', description: 'Not yet.', slug: 'draft', coverKey: HIDDEN, hidden: true },
    ])
    .returning()
  if (!shown) throw new Error('The work item was not written.')
  await t.db.insert(shareCards).values({
    subject: `work:${shown.id}`,
    language: 'en',
    key: `cards/work-${shown.id}.en.jpg`,
    contentType: 'image/jpeg',
    width: 1200,
    height: 630,
    size: 1000,
  })
  await t.db.insert(projects).values({ title: 'Nile', description: 'A shop.', coverKey: SHOWN })
  const counted = countRoundTrips(t)
  closing.push(counted.close)
  return counted
}

const coverOf = (key: string) => expect.objectContaining({ key, width: 1200, height: 800 })

describe('public content round trips', () => {
  it('builds the work list and a case study from two round trips, then answers both from one', async () => {
    const { t, take } = await studio()
    const list = await t.app.request('/public/all-work')
    expect(list.status).toBe(200)
    expect(take()).toBe(2)
    expect(await list.json()).toEqual([
      expect.objectContaining({ slug: 'harbourline', cover: coverOf(SHOWN) }),
    ])

    const item = await t.app.request('/public/work/harbourline')
    expect(item.status).toBe(200)
    expect(take()).toBe(1)
    expect(await item.json()).toMatchObject({
      cover: coverOf(SHOWN),
      share_cards: {
        en: expect.objectContaining({ key: expect.stringMatching(/^cards\/work-\d+\.en\.jpg$/) }),
      },
    })
    expect((await t.app.request('/public/work/draft')).status).toBe(404)
  })

  it('builds the projects list from two round trips', async () => {
    const { t, take } = await studio()
    const list = await t.app.request('/public/projects')
    expect(list.status).toBe(200)
    expect(take()).toBe(2)
    expect(await list.json()).toEqual([expect.objectContaining({ title: 'Nile', cover: coverOf(SHOWN) })])
  })

  it('reads a cover still stored only as an address under the media base in one round trip more', async () => {
    const { t, take } = await studio()
    await t.db.insert(projects).values({
      title: 'Old row',
      description: 'Written before cover_key.',
      coverUrl: `${t.config.publicMediaBaseUrl}/${LEGACY}`,
    })
    take()
    const list = await t.app.request('/public/projects')
    expect(take()).toBe(3)
    expect(await list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Old row', cover: coverOf(LEGACY) })]),
    )
  })
})
