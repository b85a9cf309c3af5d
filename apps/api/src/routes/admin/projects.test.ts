import { AdminProjectSchema, PublicProjectSchema } from '@studio/contracts'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { auditLog, projects } from '../../db/schema'
import { signedInWithClock } from '../../test-support/admin-api'
import { parsedAnswer } from '../../test-support/answers'
import { send, sendJson } from '../../test-support/requests'

const signedIn = () => signedInWithClock(new Date('2029-12-31T00:00:00.000Z'))

describe('admin projects', () => {
  it('creates, lists newest first, updates and deletes a project, and the public list follows', async () => {
    const { t, token } = await signedIn()
    t.setNow(new Date('2030-01-01T00:00:00.000Z'))
    const first = await sendJson(
      t,
      'POST',
      '/sb-admin/projects',
      {
        title: '  Atlas  ',
        description: ' A shop ',
        cover_url: '',
        tags: 'react, , shopify ',
        href: '/work/atlas',
      },
      { token },
    )
    const atlas = await parsedAnswer(first, 201, AdminProjectSchema)
    expect(atlas).toMatchObject({
      title: 'Atlas',
      description: 'A shop',
      cover_url: null,
      tags: ['react', 'shopify'],
      href: '/work/atlas',
      created_at: '2030-01-01T00:00:00.000Z',
      updated_at: '2030-01-01T00:00:00.000Z',
    })

    t.setNow(new Date('2030-01-02T00:00:00.000Z'))
    const second = await sendJson(
      t,
      'POST',
      '/sb-admin/projects',
      { title: 'Borealis', description: 'An app' },
      { token },
    )
    const borealis = AdminProjectSchema.parse(await second.json())

    const list = await send(t, 'GET', '/sb-admin/projects', { token })
    expect(list.status).toBe(200)
    expect(((await list.json()) as { id: number }[]).map((p) => p.id)).toEqual([borealis.id, atlas.id])

    t.setNow(new Date('2030-01-03T00:00:00.000Z'))
    const update = await sendJson(
      t,
      'PUT',
      `/sb-admin/projects/${atlas.id}`,
      { title: 'Atlas 2', description: 'A bigger shop', cover_url: 'https://cdn.example.com/a.webp' },
      { token },
    )
    const updated = await parsedAnswer(update, 200, AdminProjectSchema)
    // Fields the body did not carry (tags, href) keep their values; updated_at moves, created_at does not.
    expect(updated).toEqual({
      ...atlas,
      title: 'Atlas 2',
      description: 'A bigger shop',
      cover_url: 'https://cdn.example.com/a.webp',
      updated_at: '2030-01-03T00:00:00.000Z',
    })

    const publicList = await t.app.request('/public/projects')
    const publicProjects = ((await publicList.json()) as unknown[]).map((p) => PublicProjectSchema.parse(p))
    expect(publicProjects.map((p) => p.title)).toEqual(['Borealis', 'Atlas 2'])
    expect(publicProjects[1]).toMatchObject({ tags: ['react', 'shopify'], href: '/work/atlas' })

    const removed = await send(t, 'DELETE', `/sb-admin/projects/${atlas.id}`, { token })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ ok: true })
    expect((await t.db.select().from(projects)).map((p) => p.id)).toEqual([borealis.id])
  })

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const { t, token } = await signedIn()
    const body = { title: 'T', description: 'D' }
    expect((await sendJson(t, 'PUT', '/sb-admin/projects/999', body, { token })).status).toBe(404)
    expect((await send(t, 'DELETE', '/sb-admin/projects/999', { token })).status).toBe(404)
    for (const id of ['abc', '1.5', '-1', '0x1', '1e3', '0']) {
      const put = await sendJson(t, 'PUT', `/sb-admin/projects/${id}`, body, { token })
      expect(put.status, id).toBe(400)
      expect((await send(t, 'DELETE', `/sb-admin/projects/${id}`, { token })).status, id).toBe(400)
    }
  })

  it('refuses a missing title, unsafe links, non-text tags, wrong types and malformed JSON with 400, storing nothing', async () => {
    const { t, token } = await signedIn()
    const cases: [unknown, string][] = [
      [{ description: 'D' }, 'Title is required.'],
      [{ title: '   ', description: 'D' }, 'Title is required.'],
      [{ title: 'T', description: '' }, 'Description is required.'],
      [
        { title: 'T', description: 'D', cover_url: 'javascript:alert(1)' },
        'Must be an http(s) URL or a path starting with /.',
      ],
      ['{"title":', 'Malformed JSON body.'],
      [{ title: 'T', description: 'D', tags: [1, null, { a: 1 }, true] }, 'Each tag must be text.'],
      [{ title: 'T', description: 'D', tags: 42 }, 'Tags must be a list of text or comma-separated text.'],
      [
        { title: 'T', description: 'D', href: '/\t/evil.com' },
        'Links must not contain spaces or control characters.',
      ],
      [
        { title: 'T', description: 'D', cover_url: 'https://x.io/\n/a' },
        'Links must not contain spaces or control characters.',
      ],
      [{ title: 7, description: 'D' }, 'Title must be text.'],
      [{ title: 'T', description: 'D', href: 1 }, 'Link must be text.'],
    ]
    for (const [body, error] of cases) {
      const response = await sendJson(t, 'POST', '/sb-admin/projects', body, { token })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
    expect(await t.db.select().from(projects)).toHaveLength(0)
  })
})

describe("a project cover's alternative texts", () => {
  it('saves them trimmed, keeps them when an update leaves them out, clears them when blank, audits each change, and shows them publicly', async () => {
    const { t, token } = await signedIn()
    const created = await sendJson(
      t,
      'POST',
      '/sb-admin/projects',
      {
        title: 'Atlas',
        description: 'd',
        cover_alt: '  A bike shop on a phone  ',
        cover_alt_ar: ' متجر دراجات ',
      },
      { token },
    )
    const project = await parsedAnswer(created, 201, AdminProjectSchema)
    expect(project).toMatchObject({ cover_alt: 'A bike shop on a phone', cover_alt_ar: 'متجر دراجات' })

    const kept = await sendJson(
      t,
      'PUT',
      `/sb-admin/projects/${project.id}`,
      { title: 'Atlas 2', description: 'd' },
      { token },
    )
    expect(await parsedAnswer(kept, 200, AdminProjectSchema)).toMatchObject({
      cover_alt: 'A bike shop on a phone',
      cover_alt_ar: 'متجر دراجات',
    })
    const cleared = await sendJson(
      t,
      'PUT',
      `/sb-admin/projects/${project.id}`,
      { title: 'Atlas 2', description: 'd', cover_alt: 'Handlebars', cover_alt_ar: '   ' },
      { token },
    )
    expect(await parsedAnswer(cleared, 200, AdminProjectSchema)).toMatchObject({
      cover_alt: 'Handlebars',
      cover_alt_ar: null,
    })
    const [last] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'update'))
      .orderBy(desc(auditLog.id))
    expect(last?.changes).toMatchObject({
      cover_alt: { old: 'A bike shop on a phone', new: 'Handlebars' },
      cover_alt_ar: { old: 'متجر دراجات', new: null },
    })

    const listed = await parsedAnswer(
      await send(t, 'GET', '/sb-admin/projects', { token }),
      200,
      z.array(AdminProjectSchema),
    )
    expect(listed[0]).toMatchObject({ cover_alt: 'Handlebars', cover_alt_ar: null })
    const shown = z.array(PublicProjectSchema).parse(await (await t.app.request('/public/projects')).json())
    expect(shown[0]).toMatchObject({ cover_alt: 'Handlebars', cover_alt_ar: null })
  })

  it('refuses control characters, invisible formatting and over-long alt text with 400, storing nothing', async () => {
    const { t, token } = await signedIn()
    const cases: [Record<string, unknown>, string][] = [
      [{ cover_alt: 'a\u0000b' }, 'Cover alt text contains characters that are not allowed.'],
      [
        { cover_alt_ar: 'نص\u202eمقلوب' },
        'Arabic cover alt text contains invisible formatting characters that are not allowed.',
      ],
      [{ cover_alt: 'x'.repeat(251) }, 'Must be at most 250 characters.'],
      [{ cover_alt: 7 }, 'Cover alt text must be text.'],
    ]
    for (const [fields, error] of cases) {
      const response = await sendJson(
        t,
        'POST',
        '/sb-admin/projects',
        { title: 'T', description: 'D', ...fields },
        { token },
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error })
    }
    expect(await t.db.select().from(projects)).toHaveLength(0)
  })
})

describe('a project cover in our media store', () => {
  const key = 'covers/0b5e8f1a-1111-4222-8333-444455556666.jpg'

  it('is stored by its key, from the current base, this API’s own origin or the site’s, and answered at the current base', async () => {
    const { t, token } = await signedIn()
    const base = t.config.publicMediaBaseUrl
    const cases: Array<{
      sent: string
      stored: { key: string | null; url: string | null }
      answered: string
    }> = [
      { sent: `${base}/${key}`, stored: { key, url: null }, answered: `${base}/${key}` },
      // A form opened before the base changed, sent to the API at the address it answers on.
      { sent: `http://api.studio.test/media/${key}`, stored: { key, url: null }, answered: `${base}/${key}` },
      // An image address copied from the site, which serves the same media.
      { sent: `${t.config.siteOrigin}/media/${key}`, stored: { key, url: null }, answered: `${base}/${key}` },
      {
        sent: `${base}/seed/atlas.webp`,
        stored: { key: 'seed/atlas.webp', url: null },
        answered: `${base}/seed/atlas.webp`,
      },
      // Anything else is kept as the admin typed it.
      ...[
        `https://elsewhere.example/media/${key}`,
        `${base}/${key}?v=2`,
        `${base}/backups/studio.zip`,
        'https://images.example/fern.jpg',
      ].map((sent) => ({ sent, stored: { key: null, url: sent }, answered: sent })),
    ]
    for (const { sent, stored, answered } of cases) {
      const response = await sendJson(
        t,
        'POST',
        'http://api.studio.test/sb-admin/projects',
        { title: 'P', description: 'd', cover_url: sent },
        { token },
      )
      const project = await parsedAnswer(response, 201, AdminProjectSchema)
      expect(project.cover_url, sent).toBe(answered)
      const [row] = await t.db
        .select({ key: projects.coverKey, url: projects.coverUrl })
        .from(projects)
        .where(eq(projects.id, project.id))
      expect(row, sent).toEqual(stored)
    }
  })

  it('follows a change of the media base in every answer, and an update that leaves the cover out keeps it', async () => {
    const { t, token } = await signedIn()
    const created = await sendJson(
      t,
      'POST',
      '/sb-admin/projects',
      { title: 'P', description: 'd', cover_url: `${t.config.publicMediaBaseUrl}/${key}` },
      { token },
    )
    const { id } = await parsedAnswer(created, 201, AdminProjectSchema)
    t.config.publicMediaBaseUrl = 'https://media.studio.example/media'
    const updated = await sendJson(
      t,
      'PUT',
      `/sb-admin/projects/${id}`,
      { title: 'Q', description: 'd' },
      { token },
    )
    expect((await parsedAnswer(updated, 200, AdminProjectSchema)).cover_url).toBe(
      `https://media.studio.example/media/${key}`,
    )
    const listed = await parsedAnswer(
      await send(t, 'GET', '/sb-admin/projects', { token }),
      200,
      z.array(AdminProjectSchema),
    )
    expect(listed.map((project) => project.cover_url)).toEqual([`https://media.studio.example/media/${key}`])
    expect(await t.db.select({ key: projects.coverKey }).from(projects)).toEqual([{ key }])
  })
})
