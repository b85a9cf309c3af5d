import { AdminWorkItemSchema, PublicWorkItemSchema } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, workItems } from '../../db/schema'
import { createItem, signedInWithClock, titlesOf } from '../../test-support/admin-api'
import { parsedAnswer } from '../../test-support/answers'
import { send, sendJson } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'

const signedIn = () => signedInWithClock(new Date('2029-12-31T00:00:00.000Z'))

async function publicOrder(t: TestApp) {
  const response = await t.app.request('/public/all-work')
  expect(response.status).toBe(200)
  return ((await response.json()) as unknown[]).map((item) => PublicWorkItemSchema.parse(item).title)
}

describe('admin all work', () => {
  it('creates items with the contract normalisation', async () => {
    const { t, token } = await signedIn()
    const response = await sendJson(
      t,
      'POST',
      '/sb-admin/all-work',
      {
        title: ' Nimbus ',
        description: ' Weather app ',
        cover_url: '  ',
        category: '  APPS ',
        website: ' https://nimbus.example ',
        href: '',
        tags: ' ios,  swift ,,',
        featured: true,
      },
      { token },
    )
    expect(await parsedAnswer(response, 201, AdminWorkItemSchema)).toMatchObject({
      title: 'Nimbus',
      description: 'Weather app',
      cover_url: null,
      category: 'apps',
      website: 'https://nimbus.example',
      href: null,
      tags: ['ios', 'swift'],
      featured: true,
    })
  })

  it('puts a new item first and keeps the saved order through featured-only updates', async () => {
    const { t, token } = await signedIn()
    const ids: Record<string, number> = {}
    for (const [index, title] of ['Old', 'Middle', 'New'].entries()) {
      t.setNow(new Date(Date.UTC(2030, 0, index + 1)))
      const response = await sendJson(t, 'POST', '/sb-admin/all-work', { title, description: 'd' }, { token })
      ids[title] = ((await response.json()) as { id: number }).id
    }
    expect(await publicOrder(t)).toEqual(['New', 'Middle', 'Old'])

    t.setNow(new Date('2030-02-01T00:00:00.000Z'))
    const toggle = await sendJson(t, 'PUT', `/sb-admin/all-work/${ids.Old}`, { featured: true }, { token })
    const toggled = await parsedAnswer(toggle, 200, AdminWorkItemSchema)
    expect(toggled).toMatchObject({
      title: 'Old',
      description: 'd',
      featured: true,
      updated_at: '2030-02-01T00:00:00.000Z',
    })
    // Featured is a flag for the site's marker: it no longer moves the item.
    expect(await publicOrder(t)).toEqual(['New', 'Middle', 'Old'])

    expect(await titlesOf(t, '/sb-admin/all-work', token)).toEqual(['New', 'Middle', 'Old'])

    await sendJson(t, 'PUT', `/sb-admin/all-work/${ids.Old}`, { featured: false }, { token })
    expect(await publicOrder(t)).toEqual(['New', 'Middle', 'Old'])
  })

  it('updates with the full body, keeping featured when the body leaves it out', async () => {
    const { t, token } = await signedIn()
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'A', featured: true, tags: ['x'] })
    const update = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'B', description: 'e', category: 'Shopify', tags: [] },
      { token },
    )
    expect(update.status).toBe(200)
    expect(await update.json()).toMatchObject({
      id,
      title: 'B',
      description: 'e',
      category: 'shopify',
      tags: [],
      featured: true,
    })

    const unfeature = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'B', description: 'e', featured: false },
      { token },
    )
    expect(await unfeature.json()).toMatchObject({ featured: false })
  })

  it('refuses bad bodies with a field message and leaves the item as it was', async () => {
    const { t, token } = await signedIn()
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'A' })
    const before = await (await send(t, 'GET', '/sb-admin/all-work', { token })).json()
    const [{ updated_at: updatedAt }] = before as [{ updated_at: string }]
    const cases: [unknown, string][] = [
      [{ featured: 'yes' }, 'Featured must be true or false.'],
      [{ title: 'A', description: 'd', featured: 'yes' }, 'Featured must be true or false.'],
      [{}, 'Title is required.'],
      [
        { title: 'A', description: 'd', website: 'javascript:x' },
        'Must be an http(s) URL or a path starting with /.',
      ],
      [
        { title: 'A', description: 'd', href: '/\t/evil.com' },
        'Links must not contain spaces or control characters.',
      ],
      [{ title: 'A', description: 'd', tags: [1, null, { a: 1 }, true] }, 'Each tag must be text.'],
      [[1, 2], 'The request body must be a JSON object.'],
      [null, 'The request body must be a JSON object.'],
    ]
    for (const [body, error] of cases) {
      const response = await sendJson(t, 'PUT', `/sb-admin/all-work/${id}`, body, { token })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
    const [row] = await t.db.select().from(workItems)
    expect(row?.title).toBe('A')
    expect(row?.updatedAt).toBe(updatedAt)
  })

  it('deletes an item; unknown ids get 404 and non-numeric ones 400', async () => {
    const { t, token } = await signedIn()
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'A' })
    expect((await sendJson(t, 'PUT', '/sb-admin/all-work/4242', { featured: true }, { token })).status).toBe(
      404,
    )
    expect((await sendJson(t, 'PUT', '/sb-admin/all-work/x1', { featured: true }, { token })).status).toBe(
      400,
    )
    expect((await send(t, 'DELETE', '/sb-admin/all-work/x1', { token })).status).toBe(400)
    const removed = await send(t, 'DELETE', `/sb-admin/all-work/${id}`, { token })
    expect(await removed.json()).toEqual({ ok: true })
    expect((await send(t, 'DELETE', `/sb-admin/all-work/${id}`, { token })).status).toBe(404)
    expect(await publicOrder(t)).toEqual([])
  })
})

describe("a work item cover's alternative texts", () => {
  it('saves them, keeps them through a featured toggle or an update that leaves them out, audits them, and the case study carries them', async () => {
    const { t, token } = await signedIn()
    const created = await sendJson(
      t,
      'POST',
      '/sb-admin/all-work',
      { title: 'Harbourline', description: 'd', cover_alt: ' A banking app ', cover_alt_ar: 'تطبيق مصرفي' },
      { token },
    )
    const item = await parsedAnswer(created, 201, AdminWorkItemSchema)
    expect(item).toMatchObject({ cover_alt: 'A banking app', cover_alt_ar: 'تطبيق مصرفي' })
    const [create] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'create'))
    expect(create?.changes).toMatchObject({
      cover_alt: { old: null, new: 'A banking app' },
      cover_alt_ar: { old: null, new: 'تطبيق مصرفي' },
    })

    await sendJson(t, 'PUT', `/sb-admin/all-work/${item.id}`, { featured: true }, { token })
    const updated = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${item.id}`,
      { title: 'Harbourline', description: 'd2', cover_alt: 'Card controls' },
      { token },
    )
    expect(await parsedAnswer(updated, 200, AdminWorkItemSchema)).toMatchObject({
      featured: true,
      cover_alt: 'Card controls',
      cover_alt_ar: 'تطبيق مصرفي',
    })

    const study = PublicWorkItemSchema.parse(await (await t.app.request(`/public/work/${item.slug}`)).json())
    expect(study).toMatchObject({ cover_alt: 'Card controls', cover_alt_ar: 'تطبيق مصرفي', cover: null })
  })

  it('refuses alt text with control characters with 400, storing nothing', async () => {
    const { t, token } = await signedIn()
    const response = await sendJson(
      t,
      'POST',
      '/sb-admin/all-work',
      { title: 'T', description: 'D', cover_alt_ar: 'a\u0007b' },
      { token },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Arabic cover alt text contains characters that are not allowed.',
    })
    expect(await t.db.select().from(workItems)).toHaveLength(0)
  })
})

describe('a work item cover in our media store', () => {
  it('is stored by its key, kept through a featured toggle, and answered at the current base everywhere', async () => {
    const { t, token } = await signedIn()
    const key = 'covers/0b5e8f1a-1111-4222-8333-444455556666.jpg'
    const created = await sendJson(
      t,
      'POST',
      '/sb-admin/all-work',
      { title: 'Harbourline', description: 'd', cover_url: `${t.config.publicMediaBaseUrl}/${key}` },
      { token },
    )
    const item = await parsedAnswer(created, 201, AdminWorkItemSchema)
    await sendJson(t, 'PUT', `/sb-admin/all-work/${item.id}`, { featured: true }, { token })
    expect(await t.db.select({ key: workItems.coverKey, url: workItems.coverUrl }).from(workItems)).toEqual([
      { key, url: null },
    ])

    t.config.publicMediaBaseUrl = 'https://media.studio.example/media'
    const listed = (await (await send(t, 'GET', '/sb-admin/all-work', { token })).json()) as {
      cover_url: string
    }[]
    expect(listed.map((entry) => entry.cover_url)).toEqual([`https://media.studio.example/media/${key}`])
  })
})
