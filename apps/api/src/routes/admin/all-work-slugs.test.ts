import { createClient } from '@libsql/client'
import { AdminWorkItemSchema, SLUG_MESSAGES } from '@studio/contracts'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { createDatabase } from '../../db/client'
import { signedInTestApp } from '../../test-support/admin-api'
import { expectRefused, parsedAnswer } from '../../test-support/answers'
import { send, sendJson } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'
import { watchClient } from '../../test-support/watched-client'

async function create(t: TestApp, token: string, body: Record<string, unknown>) {
  const response = await sendJson(t, 'POST', '/sb-admin/all-work', { description: 'd', ...body }, { token })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const slugOf = (answer: { body: Record<string, unknown> }) => AdminWorkItemSchema.parse(answer.body).slug

describe('admin all work: slugs', () => {
  it('makes a readable slug from the title on create, numbered when the title repeats', async () => {
    const { t, token } = await signedInTestApp()
    expect(slugOf(await create(t, token, { title: 'Café Crème: Ünïcode Straße!' }))).toBe(
      'cafe-creme-unicode-strasse',
    )
    expect(slugOf(await create(t, token, { title: 'Shop' }))).toBe('shop')
    expect(slugOf(await create(t, token, { title: 'Shop' }))).toBe('shop-2')
    expect(slugOf(await create(t, token, { title: '!!!' }))).toBe('work')
    const long = await create(t, token, {
      title: 'A very long title that keeps going and going well past sixty',
    })
    expect(slugOf(long)?.length).toBeLessThanOrEqual(60)
  })

  it('gives concurrent creates with the same title different slugs, all succeeding', async () => {
    const { t, token } = await signedInTestApp()
    // A second app on the same database whose slug look-ups are held until all three creates have
    // looked: each sees the same free slug, and the UNIQUE index decides (the others retry).
    const watched = watchClient(createClient({ url: `file:${t.dir}/test.db`, timeout: 10_000 }))
    const app = createApp({ ...t.deps, db: createDatabase(watched.client) })
    watched.gather(/from "work_items" where "work_items"."slug" in/i, 3)
    const answers = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const response = await app.request('/sb-admin/all-work', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ title: 'Same Title', description: 'd' }),
        })
        return { status: response.status, body: (await response.json()) as Record<string, unknown> }
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(answers.map(slugOf).sort()).toEqual(['same-title', 'same-title-2', 'same-title-3'])
    const lookups = watched.statements.filter((text) => /"work_items"."slug" in/i.test(text))
    expect(lookups.length).toBeGreaterThan(3)
    watched.client.close()
  })

  it('takes a slug from the body, refusing a malformed one (400) and a taken one (409)', async () => {
    const { t, token } = await signedInTestApp()
    expect(slugOf(await create(t, token, { title: 'Nimbus', slug: ' nimbus-weather ' }))).toBe(
      'nimbus-weather',
    )
    expect(await create(t, token, { title: 'X', slug: 'Not A Slug' })).toEqual({
      status: 400,
      body: { error: SLUG_MESSAGES.format },
    })
    expect(await create(t, token, { title: 'X', slug: 'a'.repeat(61) })).toEqual({
      status: 400,
      body: { error: SLUG_MESSAGES.tooLong },
    })
    expect(await create(t, token, { title: 'X', slug: 42 })).toEqual({
      status: 400,
      body: { error: SLUG_MESSAGES.type },
    })
    expect(await create(t, token, { title: 'Other', slug: 'nimbus-weather' })).toEqual({
      status: 409,
      body: { error: SLUG_MESSAGES.taken },
    })
    const stored = await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM work_items`)
    expect(stored[0]?.n).toBe(1)
  })

  it('keeps the slug when the title changes; a new slug keeps the old one as a redirect', async () => {
    const { t, token } = await signedInTestApp()
    const { body } = await create(t, token, { title: 'First Name' })
    const path = `/sb-admin/all-work/${body.id}`
    const renamed = await sendJson(t, 'PUT', path, { title: 'Second Name', description: 'd' }, { token })
    expect(AdminWorkItemSchema.parse(await renamed.json()).slug).toBe('first-name')

    const moved = await sendJson(
      t,
      'PUT',
      path,
      { title: 'Second Name', description: 'd', slug: 'second' },
      { token },
    )
    expect(AdminWorkItemSchema.parse(await moved.json()).slug).toBe('second')
    const old = await t.app.request('/public/work/first-name', { redirect: 'manual' })
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe('/public/work/second')

    // The audit log names the change.
    const audit = await t.db.all<{ changes: string }>(
      sql`SELECT changes FROM audit_log WHERE action = 'update' ORDER BY id DESC LIMIT 1`,
    )
    expect(JSON.parse(audit[0]?.changes ?? '{}')).toMatchObject({
      slug: { old: 'first-name', new: 'second' },
    })
  })

  it('refuses a slug another item has (409) and leaves both items as they were', async () => {
    const { t, token } = await signedInTestApp()
    const a = await create(t, token, { title: 'Alpha' })
    await create(t, token, { title: 'Beta' })
    const response = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${a.body.id}`,
      { title: 'Alpha 2', description: 'd', slug: 'beta' },
      { token },
    )
    await expectRefused(response, 409, SLUG_MESSAGES.taken)
    const rows = await t.db.all<{ title: string; slug: string }>(
      sql`SELECT title, slug FROM work_items ORDER BY id`,
    )
    expect(rows).toEqual([
      { title: 'Alpha', slug: 'alpha' },
      { title: 'Beta', slug: 'beta' },
    ])
  })

  it('lets an item take back its own old slug, and a new item take over another item’s old slug', async () => {
    const { t, token } = await signedInTestApp()
    const { body } = await create(t, token, { title: 'Gamma' })
    const path = `/sb-admin/all-work/${body.id}`
    await sendJson(t, 'PUT', path, { title: 'Gamma', description: 'd', slug: 'gamma-new' }, { token })
    // A generated slug never reuses an old one that still redirects.
    expect(slugOf(await create(t, token, { title: 'Gamma' }))).toBe('gamma-2')

    await sendJson(t, 'PUT', path, { title: 'Gamma', description: 'd', slug: 'gamma' }, { token })
    expect((await t.app.request('/public/work/gamma')).status).toBe(200)
    expect(
      (await t.app.request('/public/work/gamma-new', { redirect: 'manual' })).headers.get('location'),
    ).toBe('/public/work/gamma')
    // Chosen on purpose, an old slug moves to its new owner and stops redirecting.
    const taker = await create(t, token, { title: 'Delta', slug: 'gamma-new' })
    expect(taker.status).toBe(201)
    const page = await t.app.request('/public/work/gamma-new')
    expect(((await page.json()) as { title: string }).title).toBe('Delta')
  })

  it('refuses a malformed slug on update (400) with the contract texts, leaving the item as it was', async () => {
    const { t, token } = await signedInTestApp()
    const { body } = await create(t, token, { title: 'Kappa' })
    const update = (slug: unknown) =>
      sendJson(
        t,
        'PUT',
        `/sb-admin/all-work/${body.id}`,
        { title: 'Kappa', description: 'd', slug },
        { token },
      )
    for (const [slug, error] of [
      ['', SLUG_MESSAGES.format],
      ['   ', SLUG_MESSAGES.format],
      ['Kappa', SLUG_MESSAGES.format],
      ['kappa--two', SLUG_MESSAGES.format],
      ['-kappa', SLUG_MESSAGES.format],
      ['kappa_two', SLUG_MESSAGES.format],
      ['a'.repeat(61), SLUG_MESSAGES.tooLong],
      [null, SLUG_MESSAGES.type],
    ] as const) {
      const response = await update(slug)
      expect({ slug, status: response.status, body: await response.json() }).toEqual({
        slug,
        status: 400,
        body: { error },
      })
    }
    // The longest slug allowed is taken as it is.
    const longest = 'a'.repeat(60)
    expect(AdminWorkItemSchema.parse(await (await update(longest)).json()).slug).toBe(longest)
    const rows = await t.db.all<{ slug: string }>(sql`SELECT slug FROM work_item_slug_history`)
    expect(rows).toEqual([{ slug: 'kappa' }])
  })

  it('records no old slug when an update sends the current slug again (trimmed)', async () => {
    const { t, token } = await signedInTestApp()
    const { body } = await create(t, token, { title: 'Lambda' })
    const response = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${body.id}`,
      { title: 'Lambda renamed', description: 'd', slug: ' lambda ' },
      { token },
    )
    expect(await parsedAnswer(response, 200, AdminWorkItemSchema)).toMatchObject({
      title: 'Lambda renamed',
      slug: 'lambda',
    })
    expect(await t.db.all(sql`SELECT * FROM work_item_slug_history`)).toEqual([])
    expect((await t.app.request('/public/work/lambda')).status).toBe(200)
  })

  it('lets an update take over another item’s old slug: it stops redirecting and names the taker', async () => {
    const { t, token } = await signedInTestApp()
    const mu = await create(t, token, { title: 'Mu' })
    const nu = await create(t, token, { title: 'Nu' })
    await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${mu.body.id}`,
      { title: 'Mu', description: 'd', slug: 'mu-2026' },
      { token },
    )
    expect((await t.app.request('/public/work/mu', { redirect: 'manual' })).status).toBe(301)

    const taken = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${nu.body.id}`,
      { title: 'Nu', description: 'd', slug: 'mu' },
      { token },
    )
    expect(taken.status).toBe(200)
    const page = await t.app.request('/public/work/mu', { redirect: 'manual' })
    expect(page.status).toBe(200)
    expect(((await page.json()) as { title: string }).title).toBe('Nu')
    // Nu's own old slug now redirects to it; Mu keeps its current one.
    expect((await t.app.request('/public/work/nu', { redirect: 'manual' })).headers.get('location')).toBe(
      '/public/work/mu',
    )
    expect((await t.app.request('/public/work/mu-2026')).status).toBe(200)
  })

  it('deleting an item removes its old slugs', async () => {
    const { t, token } = await signedInTestApp()
    const { body } = await create(t, token, { title: 'Epsilon' })
    await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${body.id}`,
      { title: 'E', description: 'd', slug: 'e' },
      { token },
    )
    await send(t, 'DELETE', `/sb-admin/all-work/${body.id}`, { token })
    expect(await t.db.all(sql`SELECT * FROM work_item_slug_history`)).toEqual([])
    expect((await t.app.request('/public/work/epsilon')).status).toBe(404)
  })
})
