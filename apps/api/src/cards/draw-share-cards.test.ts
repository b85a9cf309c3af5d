import { SHARE_CARD_PAGES, type ShareCard, ShareCardsByLanguageSchema } from '@studio/contracts/share-cards'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { runScheduled, SCHEDULED_JOBS } from '../jobs/run-scheduled'
import { createItem, signedInTestApp } from '../test-support/admin-api'
import { uploadTestCover } from '../test-support/images'
import { send, sendJson } from '../test-support/requests'
import { currentCopy, savedDraft } from '../test-support/site-content-calls'
import type { TestApp } from '../test-support/test-app'
import type { CardDrawing, ShareCardRenderer } from './card-renderer'
import { CARDS_PER_SCHEDULED_RUN, drawShareCards } from './draw-share-cards'

/**
 * The card keys, the drawing at save and publish, and the backfill, on the real app and database.
 * The drawing itself is tested in sharp-card-renderer.test.ts; here a renderer that records what it
 * was asked to draw and answers a plain 1200x630 JPEG keeps each test fast.
 */
function recordingRenderer(version = 'test-1') {
  const drawings: CardDrawing[] = []
  const renderer: ShareCardRenderer = {
    version,
    async draw(card) {
      drawings.push(card)
      const bytes = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#123' } })
        .jpeg()
        .toBuffer()
      return { bytes: new Uint8Array(bytes), contentType: 'image/jpeg', width: 1200, height: 630 }
    },
  }
  return { renderer, drawings }
}

const ALL_PAGE_CARDS = SHARE_CARD_PAGES.length * 2

async function workCards(t: TestApp, slug: string) {
  const response = await t.app.request(`/public/work/${slug}`)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { share_cards: unknown }
  return ShareCardsByLanguageSchema.parse(body.share_cards)
}

async function pageCards(t: TestApp, lang: 'en' | 'ar') {
  const response = await t.app.request(`/public/share-cards?lang=${lang}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { pages: Record<string, ShareCard> }).pages
}

async function slugOf(t: TestApp, token: string, id: number) {
  const list = (await (await send(t, 'GET', '/sb-admin/all-work', { token })).json()) as Array<{
    id: number
    slug: string
  }>
  return list.find((item) => item.id === id)?.slug ?? ''
}

describe('share cards', () => {
  it('draws a card for every page and case study in both languages, once', async () => {
    const { renderer, drawings } = recordingRenderer()
    const { t, token } = await signedInTestApp({ cards: renderer })
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'Fernway Outdoor Store' })
    await t.settled()
    expect(drawings).toHaveLength(ALL_PAGE_CARDS + 2)
    expect(await drawShareCards(t.deps)).toBe(0)

    const slug = await slugOf(t, token, id)
    const cards = await workCards(t, slug)
    expect(cards.en?.key).toMatch(new RegExp(`^cards/work-${id}\\.en\\.[0-9a-f]{24}\\.jpg$`))
    expect(cards.ar?.key).toMatch(new RegExp(`^cards/work-${id}\\.ar\\.[0-9a-f]{24}\\.jpg$`))
    expect(cards.en).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' })
    const media = await t.app.request(`/media/${cards.en?.key}`)
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toBe('image/jpeg')

    const english = await pageCards(t, 'en')
    const arabic = await pageCards(t, 'ar')
    expect(Object.keys(english).sort()).toEqual([...SHARE_CARD_PAGES].sort())
    expect(english.home?.key).not.toBe(arabic.home?.key)
    expect(arabic.services?.key).toMatch(/^cards\/page-services\.ar\./)
  })

  it('gives an Arabic card of an item without an Arabic title its English title, set as English', async () => {
    const { renderer, drawings } = recordingRenderer()
    const { t, token } = await signedInTestApp({ cards: renderer })
    await createItem(t, token, '/sb-admin/all-work', { title: 'Nimbus Weather' })
    await t.settled()
    const arabic = drawings.find((card) => card.language === 'ar' && card.eyebrow !== null)
    expect(arabic).toMatchObject({ title: 'Nimbus Weather', titleLanguage: 'en', eyebrow: 'دراسة حالة' })
  })

  it('moves a case study to a new card when its title or cover changes, and deletes the old one', async () => {
    const { renderer } = recordingRenderer()
    const { t, token } = await signedInTestApp({ cards: renderer })
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'Quarry Logistics' })
    await t.settled()
    const slug = await slugOf(t, token, id)
    const before = await workCards(t, slug)

    const cover = await uploadTestCover(t, token)
    const saved = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'Quarry Logistics', description: 'd', cover_url: cover.url, tags: [] },
      { token },
    )
    expect(saved.status).toBe(200)
    await t.settled()
    const withCover = await workCards(t, slug)
    expect(withCover.en?.key).not.toBe(before.en?.key)
    expect(withCover.ar?.key).not.toBe(before.ar?.key)
    expect(await t.media.get(before.en?.key ?? '')).toBeNull()
    expect(await t.media.get(withCover.en?.key ?? '')).not.toBeNull()

    const renamed = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'Quarry Logistics Platform', description: 'd', cover_url: cover.url, tags: [], slug },
      { token },
    )
    expect(renamed.status).toBe(200)
    await t.settled()
    const after = await workCards(t, slug)
    expect(after.en?.key).not.toBe(withCover.en?.key)
    // The item's Arabic card shows the English title too, so it changes with it.
    expect(after.ar?.key).not.toBe(withCover.ar?.key)
  })

  it('redraws the pages when the copy is published with another studio name', async () => {
    const { renderer, drawings } = recordingRenderer()
    const { t, token } = await signedInTestApp({ cards: renderer })
    await drawShareCards(t.deps)
    const before = await pageCards(t, 'en')
    const current = await currentCopy(t, token, 'en')
    const content = { ...current.draft, studio: { ...current.draft.studio, name: 'Cedar Labs' } }
    const draftVersion = await savedDraft(t, token, 'en', content, current.draft_version)
    drawings.length = 0
    const published = await sendJson(
      t,
      'POST',
      '/sb-admin/site-content/publish?lang=en',
      { base_version: draftVersion },
      { token },
    )
    expect(published.status).toBe(200)
    await t.settled()
    expect(drawings.filter((card) => card.language === 'en')).toHaveLength(SHARE_CARD_PAGES.length)
    expect(drawings.every((card) => card.language !== 'en' || card.studioName === 'Cedar Labs')).toBe(true)
    const after = await pageCards(t, 'en')
    expect(after.home?.key).not.toBe(before.home?.key)
  })

  it('is backfilled by the minute job a few cards at a time, and drops the cards of a deleted item', async () => {
    const { renderer, drawings } = recordingRenderer()
    const { t, token } = await signedInTestApp({ cards: renderer })
    const jobs = SCHEDULED_JOBS.filter((job) => job.name === 'share cards')
    const first = await runScheduled(t.deps, jobs)
    expect(first).toEqual([{ name: 'share cards', ok: true, result: CARDS_PER_SCHEDULED_RUN }])
    while ((await runScheduled(t.deps, jobs))[0]?.result !== 0);
    expect(drawings).toHaveLength(ALL_PAGE_CARDS)

    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'Atlas Bike Parts' })
    await t.settled()
    const slug = await slugOf(t, token, id)
    const { en } = await workCards(t, slug)
    expect((await send(t, 'DELETE', `/sb-admin/all-work/${id}`, { token })).status).toBe(200)
    await t.settled()
    expect(await t.media.get(en?.key ?? '')).toBeNull()
  })

  it('names no card where nothing can draw one (a Worker without a renderer)', async () => {
    const { t, token } = await signedInTestApp()
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'Northlight Architects' })
    await t.settled()
    expect(await drawShareCards(t.deps)).toBe(0)
    expect(await workCards(t, await slugOf(t, token, id))).toEqual({ en: null, ar: null })
    expect(await pageCards(t, 'ar')).toEqual({})
  })

  it('draws every card anew under new keys when the drawing changes', async () => {
    const first = recordingRenderer('v1')
    const { t } = await signedInTestApp({ cards: first.renderer })
    await drawShareCards(t.deps)
    const before = await pageCards(t, 'en')
    const second = recordingRenderer('v2')
    t.deps.cards = second.renderer
    expect(await drawShareCards(t.deps)).toBe(ALL_PAGE_CARDS)
    expect((await pageCards(t, 'en')).home?.key).not.toBe(before.home?.key)
  })
})
