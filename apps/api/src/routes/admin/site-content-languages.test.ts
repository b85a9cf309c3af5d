import {
  type AdminSiteContent,
  type SavedDraft,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_DEFAULTS_AR,
  SITE_CONTENT_DEFAULTS_EN,
  type SiteContent,
  type SiteContentRevision,
  type SiteContentTranslation,
} from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { expectRefused } from '../../test-support/answers'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

type Lang = 'en' | 'ar'

async function setUp() {
  const t = await createTestApp()
  return { t, token: await signInFirstAdmin(t) }
}

async function current(t: TestApp, token: string, lang: Lang) {
  const answer = await send(t, 'GET', `/sb-admin/site-content?lang=${lang}`, { token })
  expect(answer.status).toBe(200)
  return (await answer.json()) as AdminSiteContent
}

/** Saves `lang`'s current draft with `change` made to it; the saved draft. */
async function saveEdit(t: TestApp, token: string, lang: Lang, change: (doc: SiteContent) => void) {
  const state = await current(t, token, lang)
  const doc = structuredClone(state.draft) as SiteContent
  change(doc)
  const answer = await sendJson(
    t,
    'PUT',
    `/sb-admin/site-content/draft?lang=${lang}`,
    { base_version: state.draft_version, content: doc },
    { token },
  )
  expect(answer.status).toBe(200)
  return (await answer.json()) as SavedDraft
}

async function publish(t: TestApp, token: string, lang: Lang) {
  const { draft_version } = await current(t, token, lang)
  const answer = await sendJson(
    t,
    'POST',
    `/sb-admin/site-content/publish?lang=${lang}`,
    { base_version: draft_version },
    { token },
  )
  expect(answer.status).toBe(200)
}

const publicCopy = async (t: TestApp, lang: Lang) => {
  const answer = await t.app.request(`/public/site-content?lang=${lang}`)
  return {
    status: answer.status,
    body: answer.status === 200 ? ((await answer.json()) as SiteContent) : null,
  }
}

const contentVersion = async (t: TestApp) =>
  ((await (await t.app.request('/public/content-version')).json()) as { version: string }).version

async function translation(t: TestApp, token: string) {
  const answer = await send(t, 'GET', '/sb-admin/site-content/translation?lang=ar', { token })
  expect(answer.status).toBe(200)
  return (await answer.json()) as SiteContentTranslation
}

/** The rows an install kept before the Arabic defaults existed: English published, Arabic a draft copy of it. */
async function seedOlderInstall(t: TestApp, arabicDraft: unknown = SITE_CONTENT_DEFAULTS_EN) {
  const at = '2025-01-01T00:00:00.000Z'
  await t.client.batch([
    {
      sql: `INSERT INTO site_content_drafts (language, content, draft_version, updated_at) VALUES ('en', ?, 'en-1', ?)`,
      args: [JSON.stringify(SITE_CONTENT_DEFAULTS_EN), at],
    },
    {
      sql: `INSERT INTO site_content_published (language, content, schema_version, published_at) VALUES ('en', ?, 1, ?)`,
      args: [JSON.stringify(SITE_CONTENT_DEFAULTS_EN), at],
    },
    {
      sql: `INSERT INTO site_content_drafts (language, content, draft_version, updated_at) VALUES ('ar', ?, 'ar-1', ?)`,
      args: [JSON.stringify(arabicDraft), at],
    },
  ])
}

describe('site content from an install made before the Arabic defaults', () => {
  it("replaces an untouched English copy in the Arabic draft with the Arabic defaults and publishes them on the site's first read", async () => {
    const { t, token } = await setUp()
    await seedOlderInstall(t)
    const versionBefore = await contentVersion(t)

    const arabic = await publicCopy(t, 'ar')
    expect(arabic).toEqual({ status: 200, body: SITE_CONTENT_DEFAULTS_AR })
    expect(await contentVersion(t)).not.toBe(versionBefore)
    const state = await current(t, token, 'ar')
    expect(state.draft).toEqual(SITE_CONTENT_DEFAULTS_AR)
    expect(state.published).toEqual(SITE_CONTENT_DEFAULTS_AR)
    expect(state.draft_version).not.toBe('ar-1')
    // English is as it was.
    expect((await current(t, token, 'en')).draft_version).toBe('en-1')
  })

  it("upgrades on the admin's first read too, once, however many reads come at once", async () => {
    const { t, token } = await setUp()
    await seedOlderInstall(t)
    const reads = await Promise.all([
      current(t, token, 'ar'),
      current(t, token, 'ar'),
      publicCopy(t, 'ar'),
      current(t, token, 'ar'),
    ])
    const versions = new Set(reads.flatMap((read) => ('draft_version' in read ? [read.draft_version] : [])))
    expect(versions.size).toBe(1)
    expect((await current(t, token, 'ar')).draft_version).toBe([...versions][0])
    expect((await current(t, token, 'ar')).draft).toEqual(SITE_CONTENT_DEFAULTS_AR)
  })

  it('leaves an Arabic draft someone edited as it is, and unpublished', async () => {
    const { t, token } = await setUp()
    const edited = structuredClone(SITE_CONTENT_DEFAULTS_EN)
    edited.home.closing.title = 'مستعد لنقل أعمالك إلى مستوى جديد؟'
    await seedOlderInstall(t, edited)
    const versionBefore = await contentVersion(t)
    await expectRefused(
      await t.app.request('/public/site-content?lang=ar'),
      404,
      SITE_CONTENT_API_MESSAGES.notPublished,
    )
    const state = await current(t, token, 'ar')
    expect(state.draft).toEqual(edited)
    expect(state.draft_version).toBe('ar-1')
    expect(state.published).toBeNull()
    expect(await contentVersion(t)).toBe(versionBefore)
  })

  it('leaves a published Arabic copy and its draft as they are, even when they are the English text', async () => {
    const { t, token } = await setUp()
    await seedOlderInstall(t)
    await t.client.execute({
      sql: `INSERT INTO site_content_published (language, content, schema_version, published_at) VALUES ('ar', ?, 1, '2025-01-02T00:00:00.000Z')`,
      args: [JSON.stringify(SITE_CONTENT_DEFAULTS_EN)],
    })
    expect(await publicCopy(t, 'ar')).toEqual({ status: 200, body: SITE_CONTENT_DEFAULTS_EN })
    const state = await current(t, token, 'ar')
    expect(state.draft_version).toBe('ar-1')
    expect(state.published_at).toBe('2025-01-02T00:00:00.000Z')
  })
})

describe('publishing one language', () => {
  it('never publishes the other language, nor touches its draft', async () => {
    const { t, token } = await setUp()
    await saveEdit(t, token, 'en', (doc) => (doc.home.closing.title = 'English draft title'))
    const englishBefore = await current(t, token, 'en')
    await saveEdit(t, token, 'ar', (doc) => (doc.home.closing.title = 'عنوان عربي جديد'))
    const versionBefore = await contentVersion(t)

    await publish(t, token, 'ar')
    expect((await publicCopy(t, 'ar')).body?.home.closing.title).toBe('عنوان عربي جديد')
    expect((await publicCopy(t, 'en')).body?.home.closing.title).toBe(
      SITE_CONTENT_DEFAULTS_EN.home.closing.title,
    )
    expect(await contentVersion(t)).not.toBe(versionBefore)
    const english = await current(t, token, 'en')
    expect(english.draft_version).toBe(englishBefore.draft_version)
    expect(english.draft.home.closing.title).toBe('English draft title')
    expect(english.published_at).toBe(englishBefore.published_at)

    const revisionsOf = async (lang: Lang) =>
      (await (
        await send(t, 'GET', `/sb-admin/site-content/revisions?lang=${lang}`, { token })
      ).json()) as SiteContentRevision[]
    expect((await revisionsOf('ar')).map((revision) => revision.language)).toEqual(['ar'])
    expect(await revisionsOf('en')).toEqual([])

    await publish(t, token, 'en')
    expect((await publicCopy(t, 'en')).body?.home.closing.title).toBe('English draft title')
    expect((await publicCopy(t, 'ar')).body?.home.closing.title).toBe('عنوان عربي جديد')
  })
})

describe('GET /site-content/translation', () => {
  it('finds nothing to translate on a fresh install, and answers 400 for English', async () => {
    const { t, token } = await setUp()
    const status = await translation(t, token)
    expect(status).toMatchObject({ language: 'ar', source_language: 'en', gaps: [] })
    expect(status.source).toEqual(SITE_CONTENT_DEFAULTS_EN)
    const english = await send(t, 'GET', '/sb-admin/site-content/translation?lang=en', { token })
    await expectRefused(english, 400, SITE_CONTENT_API_MESSAGES.notTranslated)
    expect((await send(t, 'GET', '/sb-admin/site-content/translation?lang=ar')).status).toBe(401)
  })

  it('names empty Arabic fields and English entries without an Arabic counterpart as missing', async () => {
    const { t, token } = await setUp()
    await saveEdit(t, token, 'ar', (doc) => {
      doc.header.nav_home = ''
      doc.home.faq.pop()
    })
    await saveEdit(t, token, 'en', (doc) => doc.contact.bullets.push('Cloud hosting'))
    await publish(t, token, 'en')
    expect((await translation(t, token)).gaps).toEqual([
      { path: 'header.nav_home', kind: 'missing' },
      { path: 'home.faq.5', kind: 'missing' },
      { path: 'contact.bullets.3', kind: 'missing' },
    ])
  })

  it('names a field older when the English was published changed after the Arabic field was last saved', async () => {
    const { t, token } = await setUp()
    const at = (time: string) => t.setNow(new Date(`2025-03-0${time}Z`))
    at('1T09:00:00.000')
    // Translated first, then the English of the same field changes and is published.
    await saveEdit(t, token, 'ar', (doc) => (doc.home.hero.lead = 'مقدمة مترجمة قبل التغيير'))
    at('2T09:00:00.000')
    await saveEdit(t, token, 'en', (doc) => {
      doc.home.hero.lead = 'A new English lead.'
      doc.home.closing.title = 'A new closing title'
      doc.home.faq[0]!.answer = 'A new first answer.'
    })
    // An English draft change nobody published does not count.
    at('2T10:00:00.000')
    await publish(t, token, 'en')
    await saveEdit(t, token, 'en', (doc) => (doc.services.lead = 'Unpublished English lead.'))
    // The Arabic closing title is translated after the English change; publishing Arabic later does
    // not make the lead, typed before the change, any newer.
    at('3T09:00:00.000')
    await saveEdit(t, token, 'ar', (doc) => (doc.home.closing.title = 'عنوان ختامي جديد'))
    at('4T09:00:00.000')
    await publish(t, token, 'ar')

    const status = await translation(t, token)
    expect(status.gaps).toEqual([
      { path: 'home.hero.lead', kind: 'older' },
      { path: 'home.faq.0.answer', kind: 'older' },
    ])
    expect(status.source_changed_at['home.hero.lead']).toBe('2025-03-02T10:00:00.000Z')
    expect(status.changed_at['home.closing.title']).toBe('2025-03-03T09:00:00.000Z')
    expect(status.source.services.lead).toBe(SITE_CONTENT_DEFAULTS_EN.services.lead)

    at('5T09:00:00.000')
    await saveEdit(t, token, 'ar', (doc) => (doc.home.faq[0]!.answer = 'إجابة جديدة.'))
    expect((await translation(t, token)).gaps).toEqual([{ path: 'home.hero.lead', kind: 'older' }])
  })

  it('names every field the English changed before an older install got its Arabic defaults as older', async () => {
    const { t, token } = await setUp()
    await seedOlderInstall(t)
    await t.client.execute({
      sql: `INSERT INTO site_content_revisions (language, content, schema_version, created_at, admin_email, changes)
        VALUES ('en', ?, 1, '2025-01-01T12:00:00.000Z', NULL, ?)`,
      args: [
        JSON.stringify(SITE_CONTENT_DEFAULTS_EN),
        JSON.stringify([
          { path: 'home.intro.title', before: 'Old', after: SITE_CONTENT_DEFAULTS_EN.home.intro.title },
        ]),
      ],
    })
    expect((await translation(t, token)).gaps).toEqual([{ path: 'home.intro.title', kind: 'older' }])
  })
})
