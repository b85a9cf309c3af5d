import { LIMITS } from '@studio/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { signedInTestApp } from '../../test-support/admin-api'
import { expectRefused } from '../../test-support/answers'
import { send, sendJson } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'
import { CONTENT_VERSION_HEADER } from '../public/index'

let t: TestApp
let token: string
beforeEach(async () => {
  ;({ t, token } = await signedInTestApp())
})

const ITEM = { title: 'Atlas', description: 'A shop' }
const TITLE_AR = 'متجر أطلس'
const DESCRIPTION_AR = 'متجر إلكتروني سريع لعلامة أزياء محلية.\nتصميم يناسب الهاتف أولًا.'

/** Each collection: its admin path and the public list that shows it. */
const COLLECTIONS = [
  { name: 'projects', admin: '/sb-admin/projects', public: '/public/projects' },
  { name: 'work items', admin: '/sb-admin/all-work', public: '/public/all-work' },
] as const

type Collection = (typeof COLLECTIONS)[number]
type Texts = { id: number; title: string; title_ar: string | null; description_ar: string | null }

async function create(collection: Collection, body: Record<string, unknown>): Promise<Texts> {
  const response = await sendJson(t, 'POST', collection.admin, { ...ITEM, ...body }, { token })
  expect(response.status).toBe(201)
  return (await response.json()) as Texts
}

async function update(collection: Collection, id: number, body: Record<string, unknown>): Promise<Texts> {
  const response = await sendJson(t, 'PUT', `${collection.admin}/${id}`, { ...ITEM, ...body }, { token })
  expect(response.status).toBe(200)
  return (await response.json()) as Texts
}

async function listed(path: string, auth = false): Promise<Texts[]> {
  const response = await send(t, 'GET', path, auth ? { token } : {})
  expect(response.status).toBe(200)
  return (await response.json()) as Texts[]
}

describe.each(COLLECTIONS)('Arabic texts of $name', (collection) => {
  it('are saved trimmed, listed to the admin and read by the public site', async () => {
    const created = await create(collection, {
      title_ar: `  ${TITLE_AR} `,
      description_ar: `\n${DESCRIPTION_AR}  `,
    })
    expect(created).toMatchObject({ title_ar: TITLE_AR, description_ar: DESCRIPTION_AR })
    expect((await listed(collection.admin, true))[0]).toMatchObject({
      title_ar: TITLE_AR,
      description_ar: DESCRIPTION_AR,
    })
    expect((await listed(collection.public))[0]).toMatchObject({
      title: 'Atlas',
      title_ar: TITLE_AR,
      description_ar: DESCRIPTION_AR,
    })
  })

  it('are null when left out or blank, and an item without them still reads in English', async () => {
    expect(await create(collection, {})).toMatchObject({ title_ar: null, description_ar: null })
    expect(await create(collection, { title_ar: '   ', description_ar: '' })).toMatchObject({
      title_ar: null,
      description_ar: null,
    })
    expect(await create(collection, { title_ar: null, description_ar: null })).toMatchObject({
      title_ar: null,
      description_ar: null,
    })
    for (const item of await listed(collection.public))
      expect(item).toMatchObject({ title: 'Atlas', title_ar: null, description_ar: null })
  })

  it('change on update, stay as stored when the update leaves them out, and clear when blank', async () => {
    const { id } = await create(collection, { title_ar: 'قديم', description_ar: 'وصف قديم' })
    expect(await update(collection, id, { title_ar: TITLE_AR })).toMatchObject({
      title_ar: TITLE_AR,
      description_ar: 'وصف قديم',
    })
    expect(await update(collection, id, {})).toMatchObject({ title_ar: TITLE_AR, description_ar: 'وصف قديم' })
    expect(await update(collection, id, { title_ar: ' ', description_ar: '' })).toMatchObject({
      title_ar: null,
      description_ar: null,
    })
    expect((await listed(collection.public))[0]).toMatchObject({ title_ar: null, description_ar: null })
  })

  it('refuse text longer than the English fields allow, text that is not text and control characters', async () => {
    const refused = async (body: Record<string, unknown>, error: string) => {
      const response = await sendJson(t, 'POST', collection.admin, { ...ITEM, ...body }, { token })
      await expectRefused(response, 400, error)
    }
    await refused({ title_ar: 'ع'.repeat(LIMITS.title + 1) }, `Must be at most ${LIMITS.title} characters.`)
    await refused(
      { description_ar: 'ع'.repeat(LIMITS.description + 1) },
      `Must be at most ${LIMITS.description} characters.`,
    )
    await refused({ title_ar: 42 }, 'Arabic title must be text.')
    await refused({ title_ar: 'عنوان\nثان' }, 'Arabic title contains characters that are not allowed.')
    await refused(
      { description_ar: 'نص \u202Eمقلوب' },
      'Arabic description contains invisible formatting characters that are not allowed.',
    )
    expect(await listed(collection.admin, true)).toEqual([])
  })

  it('move the content version and the public answer when only an Arabic text changes', async () => {
    const { id } = await create(collection, {})
    const before = await t.app.request(collection.public)
    await update(collection, id, { title_ar: TITLE_AR })
    const after = await t.app.request(collection.public)
    expect(after.headers.get(CONTENT_VERSION_HEADER)).not.toBe(before.headers.get(CONTENT_VERSION_HEADER))
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect(((await after.json()) as Texts[])[0]?.title_ar).toBe(TITLE_AR)
  })
})

describe('Arabic texts of a case study', () => {
  it('are in the public single-item answer, or null', async () => {
    const withArabic = await create(COLLECTIONS[1], { title: 'Atlas', slug: 'atlas', title_ar: TITLE_AR })
    await create(COLLECTIONS[1], { title: 'Borealis', slug: 'borealis' })
    const atlas = await t.app.request('/public/work/atlas')
    expect(await atlas.json()).toMatchObject({ id: withArabic.id, title_ar: TITLE_AR, description_ar: null })
    const borealis = await t.app.request('/public/work/borealis')
    expect(await borealis.json()).toMatchObject({ title: 'Borealis', title_ar: null, description_ar: null })
  })
})
