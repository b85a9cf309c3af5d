import {
  type SavedDraft,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_DEFAULTS_EN,
  type SiteContent,
} from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { expectRefused } from '../../test-support/answers'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import {
  arabicTranslation,
  contentVersion,
  currentCopy,
  publicCopy,
  publishedCopy,
  revisionsOf,
} from '../../test-support/site-content-calls'
import { createTestApp, type TestApp } from '../../test-support/test-app'

type Lang = 'en' | 'ar'

async function setUp() {
  const t = await createTestApp()
  return { t, token: await signInFirstAdmin(t) }
}

const current = currentCopy

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
  await publishedCopy(t, token, draft_version, lang)
}

const translation = arabicTranslation

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

    const published = async (lang: Lang) =>
      (await revisionsOf(t, token, lang)).filter((revision) => !revision.starting)
    expect((await published('ar')).map((revision) => revision.language)).toEqual(['ar'])
    expect(await published('en')).toEqual([])

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
})
