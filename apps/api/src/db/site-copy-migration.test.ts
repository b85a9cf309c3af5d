import {
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_DEFAULTS_AR,
  SITE_CONTENT_DEFAULTS_EN,
  SITE_LANGUAGES,
  type SiteContent,
  siteContentDefaults,
  siteContentTranslationGaps,
} from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { redirectLog } from '../lib/log'
import { expectRefused } from '../test-support/answers'
import { send, signInFirstAdmin } from '../test-support/requests'
import {
  contentVersion,
  currentCopy as current,
  revisionsOf as history,
  publicCopy,
  arabicTranslation as translation,
} from '../test-support/site-content-calls'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { migrateDatabase } from './migrate'

type Lang = 'en' | 'ar'

const AT = '2025-01-01T00:00:00.000Z'
const OLD_COPYRIGHT_EN = '© 2025 Nile Byte Studio. All rights reserved.'
const OLD_COPYRIGHT_AR = '© 2025 Nile Byte Studio. جميع الحقوق محفوظة.'

/** A copy as an earlier version wrote it: the copyright with a fixed year. */
function withOldCopyright<T extends SiteContent>(copy: T, line = OLD_COPYRIGHT_EN): T {
  const old = structuredClone(copy)
  old.footer.copyright = line
  return old
}

async function setUp() {
  const t = await createTestApp()
  return { t, token: await signInFirstAdmin(t) }
}

/** The copy's rows as an older install kept them, in place of the ones this install started with. */
async function becomeOlderInstall(
  t: TestApp,
  rows: {
    drafts?: Array<{ lang: Lang; content: unknown; version?: string }>
    published?: Array<{ lang: Lang; content: unknown; at?: string }>
    revisions?: Array<{ lang: Lang; at: string; changes: unknown[]; content?: unknown }>
    draftSaves?: Array<{ lang: Lang; at: string; changes: Record<string, { old: unknown; new: unknown }> }>
  },
) {
  await t.client.batch([
    'DELETE FROM site_content_revisions',
    'DELETE FROM site_content_published',
    'DELETE FROM site_content_drafts',
  ])
  for (const draft of rows.drafts ?? [])
    await t.client.execute({
      sql: `INSERT INTO site_content_drafts (language, content, draft_version, updated_at) VALUES (?, ?, ?, ?)`,
      args: [draft.lang, JSON.stringify(draft.content), draft.version ?? `${draft.lang}-1`, AT],
    })
  for (const copy of rows.published ?? [])
    await t.client.execute({
      sql: `INSERT INTO site_content_published (language, content, schema_version, published_at) VALUES (?, ?, 1, ?)`,
      args: [copy.lang, JSON.stringify(copy.content), copy.at ?? AT],
    })
  for (const revision of rows.revisions ?? [])
    await t.client.execute({
      sql: `INSERT INTO site_content_revisions (language, content, schema_version, created_at, admin_email, changes)
        VALUES (?, ?, 1, ?, 'owner@studio.test', ?)`,
      args: [
        revision.lang,
        JSON.stringify(revision.content ?? SITE_CONTENT_DEFAULTS_EN),
        revision.at,
        JSON.stringify(revision.changes),
      ],
    })
  // Draft saves were audited, in the batch of each save, before the field times existed.
  for (const save of rows.draftSaves ?? [])
    await t.client.execute({
      sql: `INSERT INTO audit_log (actor_email, action, target_type, target_id, changes, created_at)
        VALUES ('owner@studio.test', 'update', 'site_content', ?, ?, ?)`,
      args: [save.lang, JSON.stringify(save.changes), save.at],
    })
}

/** Everything the copy's tables hold, to show a second run writes nothing. */
async function copyTables(t: TestApp) {
  const read = async (table: string) => (await t.client.execute(`SELECT * FROM ${table} ORDER BY 1`)).rows
  return {
    drafts: await read('site_content_drafts'),
    published: await read('site_content_published'),
    revisions: await read('site_content_revisions'),
  }
}

describe('the site copy of a fresh install', () => {
  it('is seeded by the migrations in both languages: draft, published copy and a starting revision', async () => {
    const { t, token } = await setUp()
    for (const lang of SITE_LANGUAGES) {
      const defaults = siteContentDefaults(lang)
      const state = await current(t, token, lang)
      expect(state.draft).toEqual(defaults)
      expect(state.published).toEqual(defaults)
      expect(await publicCopy(t, lang)).toEqual({ status: 200, body: defaults })
      const [first, ...more] = await history(t, token, lang)
      expect(more).toEqual([])
      expect(first).toMatchObject({
        starting: true,
        admin_email: null,
        changes: [],
        created_at: state.published_at,
      })
    }
  })

  it('is seeded once however many migrations run, at once or again', async () => {
    const { t } = await setUp()
    await becomeOlderInstall(t, {})
    await Promise.all([migrateDatabase(t.db), migrateDatabase(t.db), migrateDatabase(t.db)])
    const seeded = await copyTables(t)
    expect(seeded.drafts).toHaveLength(2)
    expect(seeded.published).toHaveLength(2)
    expect(seeded.revisions.map((row) => row.language).sort()).toEqual(['ar', 'en'])
    const version = await contentVersion(t)
    await migrateDatabase(t.db)
    expect(await copyTables(t)).toEqual(seeded)
    expect(await contentVersion(t)).toBe(version)
  })

  it('is never written by a read: a database whose copy is gone answers 404 and a logged 500, not a new copy', async () => {
    const { t, token } = await setUp()
    await becomeOlderInstall(t, {})
    await expectRefused(
      await t.app.request('/public/site-content?lang=en'),
      404,
      SITE_CONTENT_API_MESSAGES.notPublished,
    )
    const lines: string[] = []
    const restore = redirectLog((_level, line) => lines.push(line))
    try {
      expect((await send(t, 'GET', '/sb-admin/site-content', { token })).status).toBe(500)
    } finally {
      restore()
    }
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'request.failed',
        route: 'GET /sb-admin/site-content',
        cause: 'Error: The en site copy has no draft: run the database migrations.',
      }),
    ])
    expect((await copyTables(t)).drafts).toEqual([])
  })
})

describe('an install from before the Arabic defaults', () => {
  /** English published; the Arabic draft an untouched copy of the English defaults of the time. */
  const olderInstall = (arabicDraft: unknown = withOldCopyright(SITE_CONTENT_DEFAULTS_EN)) => ({
    drafts: [
      { lang: 'en' as const, content: withOldCopyright(SITE_CONTENT_DEFAULTS_EN) },
      { lang: 'ar' as const, content: arabicDraft },
    ],
    published: [{ lang: 'en' as const, content: withOldCopyright(SITE_CONTENT_DEFAULTS_EN) }],
  })

  it('gets the Arabic defaults as its Arabic draft, published, with their starting revision', async () => {
    const { t, token } = await setUp()
    await becomeOlderInstall(t, olderInstall())
    const versionBefore = await contentVersion(t)
    await migrateDatabase(t.db)

    expect(await publicCopy(t, 'ar')).toEqual({ status: 200, body: SITE_CONTENT_DEFAULTS_AR })
    expect(await contentVersion(t)).not.toBe(versionBefore)
    const state = await current(t, token, 'ar')
    expect(state.draft).toEqual(SITE_CONTENT_DEFAULTS_AR)
    expect(state.draft_version).not.toBe('ar-1')
    expect((await history(t, token, 'ar')).map((revision) => revision.starting)).toEqual([true])
    // English keeps its copy (its copyright now follows the calendar) and gets its first revision.
    expect((await current(t, token, 'en')).draft).toEqual(SITE_CONTENT_DEFAULTS_EN)
    expect((await history(t, token, 'en')).map((revision) => revision.created_at)).toEqual([AT])
  })

  it('is upgraded once, however many migrations run at once', async () => {
    const { t, token } = await setUp()
    await becomeOlderInstall(t, olderInstall())
    await Promise.all([migrateDatabase(t.db), migrateDatabase(t.db), migrateDatabase(t.db)])
    const upgraded = await copyTables(t)
    expect(upgraded.revisions.map((row) => row.language).sort()).toEqual(['ar', 'en'])
    expect((await current(t, token, 'ar')).draft).toEqual(SITE_CONTENT_DEFAULTS_AR)
    await migrateDatabase(t.db)
    expect(await copyTables(t)).toEqual(upgraded)
  })

  it('keeps an Arabic draft someone edited as it is, and unpublished', async () => {
    const { t, token } = await setUp()
    const edited = withOldCopyright(SITE_CONTENT_DEFAULTS_EN)
    edited.home.closing.title = 'مستعد لنقل أعمالك إلى مستوى جديد؟'
    await becomeOlderInstall(t, olderInstall(edited))
    const versionBefore = await contentVersion(t)
    await migrateDatabase(t.db)

    await expectRefused(
      await t.app.request('/public/site-content?lang=ar'),
      404,
      SITE_CONTENT_API_MESSAGES.notPublished,
    )
    const state = await current(t, token, 'ar')
    expect(state.draft).toEqual({ ...edited, footer: SITE_CONTENT_DEFAULTS_EN.footer })
    expect(state.published).toBeNull()
    expect(await history(t, token, 'ar')).toEqual([])
    // English's copyright took the year token: the version moved for that, not for Arabic.
    expect(await contentVersion(t)).not.toBe(versionBefore)
  })

  it('keeps a published Arabic copy and its draft as they are, even when they are the English text', async () => {
    const { t, token } = await setUp()
    const install = olderInstall()
    await becomeOlderInstall(t, {
      ...install,
      published: [
        ...install.published,
        { lang: 'ar', content: SITE_CONTENT_DEFAULTS_EN, at: '2025-01-02T00:00:00.000Z' },
      ],
    })
    await migrateDatabase(t.db)
    expect(await publicCopy(t, 'ar')).toEqual({ status: 200, body: SITE_CONTENT_DEFAULTS_EN })
    const state = await current(t, token, 'ar')
    expect(state.draft).toEqual(SITE_CONTENT_DEFAULTS_EN)
    expect(state.published_at).toBe('2025-01-02T00:00:00.000Z')
  })

  it('names every field the English changed before the upgrade as older than its Arabic', async () => {
    const { t, token } = await setUp()
    await becomeOlderInstall(t, {
      ...olderInstall(),
      revisions: [
        {
          lang: 'en',
          at: '2025-01-01T12:00:00.000Z',
          changes: [
            { path: 'home.intro.title', before: 'Old', after: SITE_CONTENT_DEFAULTS_EN.home.intro.title },
          ],
        },
      ],
    })
    await migrateDatabase(t.db)
    expect((await translation(t, token)).gaps).toEqual([{ path: 'home.intro.title', kind: 'older' }])
  })
})

describe('the copyright line of an older install', () => {
  it('takes the year token where it is the default line, and stays as written where someone changed it', async () => {
    const { t, token } = await setUp()
    const theirs = '© 2019 Nile Byte Studio'
    await becomeOlderInstall(t, {
      drafts: [
        { lang: 'en', content: withOldCopyright(SITE_CONTENT_DEFAULTS_EN) },
        { lang: 'ar', content: withOldCopyright(SITE_CONTENT_DEFAULTS_AR, theirs) },
      ],
      published: [
        { lang: 'en', content: withOldCopyright(SITE_CONTENT_DEFAULTS_EN) },
        { lang: 'ar', content: withOldCopyright(SITE_CONTENT_DEFAULTS_AR, OLD_COPYRIGHT_AR) },
      ],
    })
    await migrateDatabase(t.db)
    expect((await publicCopy(t, 'en')).body?.footer.copyright).toBe(
      '© {year} Nile Byte Studio. All rights reserved.',
    )
    expect((await publicCopy(t, 'ar')).body?.footer.copyright).toBe(
      '© {year} Nile Byte Studio. جميع الحقوق محفوظة.',
    )
    const english = await current(t, token, 'en')
    expect(english.draft.footer.copyright).toBe(SITE_CONTENT_DEFAULTS_EN.footer.copyright)
    expect(english.draft_version).not.toBe('en-1')
    const arabic = await current(t, token, 'ar')
    expect(arabic.draft.footer.copyright).toBe(theirs)
    expect(arabic.draft_version).toBe('ar-1')
  })
})

describe('field times of an install from before them', () => {
  it('are filled from its history, so "older than English" reads as it did before the upgrade', async () => {
    const { t, token } = await setUp()
    const english = structuredClone(SITE_CONTENT_DEFAULTS_EN)
    english.home.hero.lead = 'A new English lead.'
    english.home.faq[0]!.answer = 'A new first answer.'
    const arabic = structuredClone(SITE_CONTENT_DEFAULTS_AR)
    arabic.home.hero.lead = 'مقدمة مترجمة قبل التغيير'
    arabic.home.closing.title = 'عنوان ختامي جديد'
    const change = (path: string, before: string, after: string) => ({ path, before, after })
    await becomeOlderInstall(t, {
      drafts: [
        { lang: 'en', content: english },
        { lang: 'ar', content: arabic },
      ],
      published: [
        { lang: 'en', content: english, at: '2025-03-02T10:00:00.000Z' },
        { lang: 'ar', content: arabic, at: '2025-03-04T09:00:00.000Z' },
      ],
      revisions: [
        {
          lang: 'en',
          at: '2025-03-02T10:00:00.000Z',
          content: english,
          changes: [
            change('home.hero.lead', SITE_CONTENT_DEFAULTS_EN.home.hero.lead, english.home.hero.lead),
            change('home.closing.title', 'An older title', SITE_CONTENT_DEFAULTS_EN.home.closing.title),
            change(
              'home.faq.0.answer',
              SITE_CONTENT_DEFAULTS_EN.home.faq[0]!.answer,
              english.home.faq[0]!.answer,
            ),
          ],
        },
        { lang: 'ar', at: '2025-03-04T09:00:00.000Z', content: arabic, changes: [] },
      ],
      // Arabic: the lead translated before the English change, the closing title after it.
      draftSaves: [
        {
          lang: 'ar',
          at: '2025-03-01T09:00:00.000Z',
          changes: {
            'home.hero.lead': { old: SITE_CONTENT_DEFAULTS_AR.home.hero.lead, new: arabic.home.hero.lead },
          },
        },
        {
          lang: 'ar',
          at: '2025-03-03T09:00:00.000Z',
          changes: {
            'home.closing.title': {
              old: SITE_CONTENT_DEFAULTS_AR.home.closing.title,
              new: arabic.home.closing.title,
            },
          },
        },
      ],
    })
    await migrateDatabase(t.db)

    const status = await translation(t, token)
    expect(status.gaps).toEqual([
      { path: 'home.hero.lead', kind: 'older' },
      { path: 'home.faq.0.answer', kind: 'older' },
    ])
    expect(status.source_changed_at['home.hero.lead']).toBe('2025-03-02T10:00:00.000Z')
    expect(status.changed_at).toEqual({
      'home.hero.lead': '2025-03-01T09:00:00.000Z',
      'home.closing.title': '2025-03-03T09:00:00.000Z',
    })
    // The screen recomputes the gaps from the same times with the same function.
    expect(
      siteContentTranslationGaps(status.source, arabic, {
        sourceChangedAt: status.source_changed_at,
        changedAt: status.changed_at,
      }),
    ).toEqual(status.gaps)

    // Filled once: a second run leaves the times as they are.
    const filled = await copyTables(t)
    await migrateDatabase(t.db)
    expect(await copyTables(t)).toEqual(filled)
  })
})
