import { afterEach, describe, expect, it } from 'vitest'
import { mediaCovers, shareCards } from '../../db/schema'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { countRoundTrips } from '../../test-support/round-trips'
import { createTestApp } from '../../test-support/test-app'

/**
 * Issue 43 point 4: each database call is a round trip to Turso. An admin list screen's loader costs
 * at most three (the guard, the list, then its covers' records and share cards in one batch) and a
 * save at most four (the guard, the stored row, the write with its audit row, the answer's covers
 * and cards), with the answers whole: every cover and card still read.
 */

const closing: Array<() => void> = []
afterEach(() => {
  for (const close of closing.splice(0)) close()
})

const KEY = 'covers/0b8f4a52-3c1e-4d7a-9f3e-2a6c5b1d8e47.jpg'

async function studioWithACaseStudy() {
  const t = await createTestApp()
  const token = await signInFirstAdmin(t)
  await t.db.insert(mediaCovers).values({ key: KEY, width: 1200, height: 800, contentType: 'image/jpeg' })
  const created = await sendJson(
    t,
    'POST',
    `${t.config.adminPrefix}/all-work`,
    {
      title: 'Harbourline',
      description: 'A banking app.',
      category: 'apps',
      cover_url: `${t.config.publicMediaBaseUrl}/${KEY}`,
    },
    { token },
  )
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await t.db.insert(shareCards).values({
    subject: `work:${id}`,
    language: 'en',
    key: `cards/work-${id}.en.jpg`,
    contentType: 'image/jpeg',
    width: 1200,
    height: 630,
    size: 1000,
  })
  const counted = countRoundTrips(t)
  closing.push(counted.close)
  return { ...counted, token, id }
}

const answerOf = (id: number) =>
  expect.objectContaining({
    id,
    cover: expect.objectContaining({ key: KEY, width: 1200, height: 800 }),
    share_cards: { en: expect.objectContaining({ key: `cards/work-${id}.en.jpg` }), ar: null },
  })

describe('admin collection round trips', () => {
  it('lists the work items with their covers and share cards in three round trips', async () => {
    const { t, take, token, id } = await studioWithACaseStudy()
    const listed = await send(t, 'GET', `${t.config.adminPrefix}/all-work`, { token })
    expect(listed.status).toBe(200)
    expect(take()).toBeLessThanOrEqual(3)
    expect(await listed.json()).toEqual([answerOf(id)])
  })

  it('saves a work item in four round trips, answering with its cover and share cards', async () => {
    const { t, take, token, id } = await studioWithACaseStudy()
    const saved = await sendJson(
      t,
      'PUT',
      `${t.config.adminPrefix}/all-work/${id}`,
      {
        title: 'Harbourline, saved',
        description: 'A banking app.',
        category: 'apps',
        cover_url: `${t.config.publicMediaBaseUrl}/${KEY}`,
      },
      { token },
    )
    expect(saved.status).toBe(200)
    expect(take()).toBeLessThanOrEqual(4)
    const answer = await saved.json()
    expect(answer).toEqual(answerOf(id))
    expect(answer).toMatchObject({ title: 'Harbourline, saved' })
  })

  it('lists the projects without a cover in no read beyond the list', async () => {
    const { t, take, token } = await studioWithACaseStudy()
    const listed = await send(t, 'GET', `${t.config.adminPrefix}/projects`, { token })
    expect(listed.status).toBe(200)
    expect(take()).toBe(2)
  })
})
