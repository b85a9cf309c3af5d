import {
  type AuditEntry,
  type PublishedSiteContent,
  type SavedDraft,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_DEFAULTS_AR,
  SITE_CONTENT_DEFAULTS_EN,
  SITE_CONTENT_LIMITS,
  SITE_LANGUAGES,
  type SiteContentRevision,
  type SiteLanguage,
  siteContentDefaults,
} from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { STRONG_PASSWORD, send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { contentVersion, currentCopy } from '../../test-support/site-content-calls'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { SITE_CONTENT_BODY_LIMIT_BYTES } from './site-content'

const PREVIEW_SECRET = 'test-preview-secret-that-is-long-enough-0123456789'
const COLLEAGUE = 'colleague@studio.test'

async function setUp() {
  const t = await createTestApp({
    config: { previewSecret: PREVIEW_SECRET, signupAllowlist: ['owner@studio.test', COLLEAGUE] },
  })
  const owner = await signInFirstAdmin(t)
  const colleague = await signInFirstAdmin(t, COLLEAGUE, STRONG_PASSWORD)
  return { t, owner, colleague }
}

const current = (t: TestApp, token: string, lang: SiteLanguage = 'en') => currentCopy(t, token, lang)

function saveDraft(t: TestApp, token: string, base: string, content: unknown, lang = 'en') {
  return sendJson(
    t,
    'PUT',
    `/sb-admin/site-content/draft?lang=${lang}`,
    { base_version: base, content },
    { token },
  )
}

function publish(t: TestApp, token: string, base: string, lang = 'en') {
  return sendJson(t, 'POST', `/sb-admin/site-content/publish?lang=${lang}`, { base_version: base }, { token })
}

const publicContent = async (t: TestApp) =>
  (await (await t.app.request('/public/site-content')).json()) as typeof SITE_CONTENT_DEFAULTS_EN

async function auditRows(t: TestApp, token: string) {
  return (await (await send(t, 'GET', '/sb-admin/audit-log', { token })).json()) as AuditEntry[]
}

function edited(change: (doc: typeof SITE_CONTENT_DEFAULTS_EN) => void) {
  const doc = structuredClone(SITE_CONTENT_DEFAULTS_EN)
  change(doc)
  return doc
}

/** Saves the defaults with `change` made to them, over the draft version `base`. */
function saveEdit(
  t: TestApp,
  token: string,
  base: string,
  change: (doc: typeof SITE_CONTENT_DEFAULTS_EN) => void,
  lang = 'en',
) {
  return saveDraft(t, token, base, edited(change), lang)
}

/** Saves an edit and reads the answer, for tests whose point is not the save itself. */
async function savedEdit(...args: Parameters<typeof saveEdit>) {
  return (await (await saveEdit(...args)).json()) as SavedDraft
}

function restore(t: TestApp, token: string, id: number | string, base: string) {
  return sendJson(
    t,
    'POST',
    `/sb-admin/site-content/revisions/${id}/restore`,
    { base_version: base },
    { token },
  )
}

async function revisions(t: TestApp, token: string) {
  const answer = await send(t, 'GET', '/sb-admin/site-content/revisions', { token })
  return (await answer.json()) as SiteContentRevision[]
}

describe('site content (admin)', () => {
  it('starts a fresh install with the defaults as draft and published copy', async () => {
    const { t, owner } = await setUp()
    const state = await current(t, owner)
    expect(state.draft).toEqual(SITE_CONTENT_DEFAULTS_EN)
    expect(state.published).toEqual(SITE_CONTENT_DEFAULTS_EN)
    expect(state.draft_version).toMatch(/^[0-9a-f-]{36}$/)
    expect(state.published_at).not.toBeNull()
    expect(state.field_errors).toEqual([])
    // Reads write nothing: the same draft on a second read.
    expect((await current(t, owner)).draft_version).toBe(state.draft_version)
  })

  it("starts each language's history with its starting copy, which restores the original wording in one step", async () => {
    const { t, owner } = await setUp()
    for (const lang of SITE_LANGUAGES) {
      const defaults = siteContentDefaults(lang)
      const history = (await (
        await send(t, 'GET', `/sb-admin/site-content/revisions?lang=${lang}`, { token: owner })
      ).json()) as SiteContentRevision[]
      expect(history).toHaveLength(1)
      expect(history[0]).toMatchObject({ language: lang, admin_email: null, starting: true, changes: [] })

      const state = await current(t, owner, lang)
      const saved = await savedEdit(
        t,
        owner,
        state.draft_version,
        (d) => (d.home.closing.title = 'Changed'),
        lang,
      )
      expect((await publish(t, owner, saved.draft_version, lang)).status).toBe(200)
      const after = await current(t, owner, lang)
      const restored = await restore(t, owner, history[0]!.id, after.draft_version)
      expect(restored.status).toBe(200)
      expect(((await restored.json()) as SavedDraft).draft).toEqual(defaults)
    }
  })

  it('needs a session', async () => {
    const { t } = await setUp()
    expect((await send(t, 'GET', '/sb-admin/site-content')).status).toBe(401)
    expect((await saveDraft(t, '', 'x', SITE_CONTENT_DEFAULTS_EN)).status).toBe(401)
  })

  it('saves a draft with a fresh version, and the live site keeps the published copy', async () => {
    const { t, owner } = await setUp()
    const before = await current(t, owner)
    const versionBefore = await contentVersion(t)
    const doc = edited((d) => {
      d.home.closing.title = 'Ready to grow?'
    })
    const answer = await saveDraft(t, owner, before.draft_version, doc)
    expect(answer.status).toBe(200)
    const saved = (await answer.json()) as SavedDraft
    expect(saved.draft.home.closing.title).toBe('Ready to grow?')
    expect(saved.draft_version).not.toBe(before.draft_version)
    expect(saved.updated_by).toBe('owner@studio.test')
    expect((await publicContent(t)).home.closing.title).toBe('Ready to Transform Your Business?')
    expect(await contentVersion(t)).toBe(versionBefore)
  })

  it("answers 409 with the colleague's draft when the base version is not the current draft", async () => {
    const { t, owner, colleague } = await setUp()
    const start = await current(t, owner)
    const theirs = edited((d) => {
      d.home.faq[0]!.answer = 'Next week.'
    })
    expect((await saveDraft(t, colleague, start.draft_version, theirs)).status).toBe(200)
    const mine = edited((d) => {
      d.home.hero.lead = 'Mine'
    })
    const refused = await saveDraft(t, owner, start.draft_version, mine)
    expect(refused.status).toBe(409)
    const body = (await refused.json()) as SavedDraft & { error: string }
    expect(body.error).toBe(SITE_CONTENT_API_MESSAGES.conflict)
    expect(body.draft.home.faq[0]!.answer).toBe('Next week.')
    expect(body.updated_by).toBe(COLLEAGUE)
    expect((await current(t, owner)).draft.home.hero.lead).toBe(SITE_CONTENT_DEFAULTS_EN.home.hero.lead)
  })

  it('never lets a late autosave with an older base version overwrite a newer draft', async () => {
    const { t, owner } = await setUp()
    const start = await current(t, owner)
    const first = edited((d) => {
      d.contact.lead = 'typed a'
    })
    const saved = await savedEdit(t, owner, start.draft_version, (d) => {
      d.contact.lead = 'typed ab'
    })
    // The older autosave arrives last, still naming the version it started from.
    const late = await saveDraft(t, owner, start.draft_version, first)
    expect(late.status).toBe(409)
    const now = await current(t, owner)
    expect(now.draft.contact.lead).toBe('typed ab')
    expect(now.draft_version).toBe(saved.draft_version)
  })

  it('lets exactly one of two saves from the same version through', async () => {
    const { t, owner, colleague } = await setUp()
    const start = await current(t, owner)
    const answers = await Promise.all([
      saveEdit(t, owner, start.draft_version, (d) => (d.contact.lead = 'owner')),
      saveEdit(t, colleague, start.draft_version, (d) => (d.contact.lead = 'colleague')),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('saves a structurally valid draft with field errors listed, and refuses a wrong shape with 400', async () => {
    const { t, owner } = await setUp()
    const start = await current(t, owner)
    const incomplete = edited((d) => {
      d.home.faq[2]!.answer = ''
      d.footer.legal_links[0]!.href = 'javascript:alert(1)'
    })
    const saved = await saveDraft(t, owner, start.draft_version, incomplete)
    expect(saved.status).toBe(200)
    const body = (await saved.json()) as SavedDraft
    expect(body.draft.home.faq[2]!.answer).toBe('')
    expect(body.field_errors.map((field) => field.path)).toEqual([
      'home.faq.2.answer',
      'footer.legal_links.0.href',
    ])

    const wrongShape = {
      ...SITE_CONTENT_DEFAULTS_EN,
      home: { ...SITE_CONTENT_DEFAULTS_EN.home, faq: 'none' },
    }
    const refused = await saveDraft(t, owner, body.draft_version, wrongShape)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: SITE_CONTENT_API_MESSAGES.shape,
      fields: [{ path: 'home.faq', error: 'Must be a list.' }],
    })
    expect((await saveDraft(t, owner, '', SITE_CONTENT_DEFAULTS_EN)).status).toBe(400)
    expect((await saveDraft(t, owner, body.draft_version, SITE_CONTENT_DEFAULTS_EN, 'fr')).status).toBe(400)
  })

  it('takes documents larger than the usual body limit, up to its own, and answers 413 beyond', async () => {
    const { t, owner } = await setUp()
    const start = await current(t, owner)
    const arabicLegal = edited((d) => {
      d.privacy.body = 'س'.repeat(SITE_CONTENT_LIMITS.markdown)
      d.terms.body = 'ش'.repeat(SITE_CONTENT_LIMITS.markdown)
    })
    const saved = await saveDraft(t, owner, start.draft_version, arabicLegal)
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as SavedDraft).field_errors).toEqual([])
    const huge = edited((d) => {
      d.privacy.body = 'x'.repeat(SITE_CONTENT_BODY_LIMIT_BYTES)
    })
    const refused = await saveDraft(t, owner, start.draft_version, huge)
    expect(refused.status).toBe(413)
  })

  it('refuses to publish while a field is invalid, naming the fields', async () => {
    const { t, owner } = await setUp()
    const start = await current(t, owner)
    const saved = await savedEdit(t, owner, start.draft_version, (d) => {
      d.home.faq[2]!.answer = '  '
    })
    const refused = await publish(t, owner, saved.draft_version)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: SITE_CONTENT_API_MESSAGES.invalid,
      fields: [{ path: 'home.faq.2.answer', error: 'This field is required.' }],
    })
  })

  it('publishes: the public copy and content version change, with a revision and an audit row', async () => {
    const { t, owner } = await setUp()
    const start = await current(t, owner)
    const versionBefore = await contentVersion(t)
    const saved = await savedEdit(t, owner, start.draft_version, (d) => {
      d.home.faq[1]!.answer = '  It depends.  '
    })
    const answer = await publish(t, owner, saved.draft_version)
    expect(answer.status).toBe(200)
    const published = (await answer.json()) as PublishedSiteContent
    expect(published.changes).toEqual([
      {
        path: 'home.faq.1.answer',
        before: SITE_CONTENT_DEFAULTS_EN.home.faq[1]!.answer,
        after: 'It depends.',
      },
    ])
    // Trimming changed the draft, so it has a new version holding the published text.
    expect(published.draft_version).not.toBe(saved.draft_version)
    expect((await current(t, owner)).draft.home.faq[1]!.answer).toBe('It depends.')
    expect((await publicContent(t)).home.faq[1]!.answer).toBe('It depends.')
    const versionAfter = await contentVersion(t)
    expect(versionAfter).not.toBe(versionBefore)
    expect(versionAfter).toMatch(/^\d+\.\d+\.\d+$/)

    const stored = await revisions(t, owner)
    expect(stored).toHaveLength(2)
    expect(stored[0]).toMatchObject({
      id: published.revision_id,
      language: 'en',
      schema_version: 1,
      admin_email: 'owner@studio.test',
      starting: false,
      changes: published.changes,
    })
    expect(stored[1]?.starting).toBe(true)
    const [audit] = await auditRows(t, owner)
    expect(audit).toMatchObject({ action: 'publish', target_type: 'site_content', target_id: 'en' })
    expect(audit?.changes).toEqual({
      'home.faq.1.answer': { old: SITE_CONTENT_DEFAULTS_EN.home.faq[1]!.answer, new: 'It depends.' },
    })
  })

  it('refuses a publish of an older draft version with 409 and leaves the live copy alone', async () => {
    const { t, owner, colleague } = await setUp()
    const start = await current(t, owner)
    await saveEdit(t, colleague, start.draft_version, (d) => (d.contact.form_title = 'Write to us'))
    const versionBefore = await contentVersion(t)
    const refused = await publish(t, owner, start.draft_version)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as SavedDraft).draft.contact.form_title).toBe('Write to us')
    expect(await contentVersion(t)).toBe(versionBefore)
    expect((await publicContent(t)).contact.form_title).toBe('Contact Us')
  })

  it('writes no audit row for a minute of typing, and one for the publish that takes it', async () => {
    const { t, owner } = await setUp()
    const rowsBefore = (await auditRows(t, owner)).length
    let version = (await current(t, owner)).draft_version
    // An autosave 800 ms after each pause in typing, for a minute, on the app's own clock.
    const start = Date.parse('2025-06-01T10:00:00.000Z')
    let typed = ''
    for (let at = 0; at <= 60_000; at += 800) {
      t.setNow(new Date(start + at))
      typed += 'a'
      const saved = await savedEdit(t, owner, version, (d) => (d.home.hero.lead = typed))
      version = saved.draft_version
    }
    expect(typed).toHaveLength(76)
    expect(await auditRows(t, owner)).toHaveLength(rowsBefore)

    expect((await publish(t, owner, version)).status).toBe(200)
    const rows = await auditRows(t, owner)
    expect(rows).toHaveLength(rowsBefore + 1)
    expect(rows[0]).toMatchObject({ action: 'publish', target_type: 'site_content', target_id: 'en' })
    expect(rows[0]?.changes).toEqual({
      'home.hero.lead': { old: SITE_CONTENT_DEFAULTS_EN.home.hero.lead, new: typed },
    })
  })

  it('restores a revision into the draft without changing the published copy, with an audit row', async () => {
    const { t, owner } = await setUp()
    let state = await current(t, owner)
    // Publish twice: "first", then "second".
    for (const title of ['first', 'second']) {
      const saved = await savedEdit(t, owner, state.draft_version, (d) => (d.home.closing.title = title))
      expect((await publish(t, owner, saved.draft_version)).status).toBe(200)
      state = await current(t, owner)
    }
    const published = (await revisions(t, owner)).filter((revision) => !revision.starting)
    expect(published.map((revision) => revision.changes[0]?.after)).toEqual(['second', 'first'])
    const versionBefore = await contentVersion(t)

    const oldest = published[1]!
    const restored = await restore(t, owner, oldest.id, state.draft_version)
    expect(restored.status).toBe(200)
    const body = (await restored.json()) as SavedDraft
    expect(body.draft.home.closing.title).toBe('first')
    expect(body.draft_version).not.toBe(state.draft_version)
    // The live site is untouched until someone publishes.
    expect((await publicContent(t)).home.closing.title).toBe('second')
    expect((await current(t, owner)).published?.home.closing.title).toBe('second')
    expect(await contentVersion(t)).toBe(versionBefore)
    const [audit] = await auditRows(t, owner)
    expect(audit).toMatchObject({ action: 'restore', target_type: 'site_content', target_id: 'en' })
    expect(audit?.changes).toEqual({
      revision: { old: null, new: oldest.id },
      'home.closing.title': { old: 'second', new: 'first' },
    })

    // A restore from a stale draft version is refused like any other write.
    expect((await restore(t, owner, oldest.id, state.draft_version)).status).toBe(409)
    expect((await restore(t, owner, 999, 'x')).status).toBe(404)
  })

  it('restores a revision saved under an older shape with defaults for fields added since, or refuses with 422', async () => {
    const { t, owner } = await setUp()
    const state = await current(t, owner)
    const old = structuredClone(SITE_CONTENT_DEFAULTS_EN) as unknown as Record<
      string,
      Record<string, unknown>
    >
    delete old.header
    old.home!.closing = { title: 'Old closing', text: 'Old text' }
    const unreadable = structuredClone(old)
    unreadable.contact!.bullets = 'a, b'
    // One revision holds the old shape, the other one no default can mend.
    const [oldShape, unmendable] = await Promise.all(
      (
        [
          [old, '2025-01-01T00:00:00.000Z'],
          [unreadable, '2025-01-02T00:00:00.000Z'],
        ] as const
      ).map(async ([content, createdAt]) => {
        const inserted = await t.client.execute({
          sql: `INSERT INTO site_content_revisions (language, content, schema_version, created_at, admin_email, changes)
            VALUES ('en', ?, 0, ?, 'owner@studio.test', '[]') RETURNING id`,
          args: [JSON.stringify(content), createdAt],
        })
        return Number(inserted.rows[0]?.id)
      }),
    )
    const refused = await restore(t, owner, unmendable!, state.draft_version)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      error: SITE_CONTENT_API_MESSAGES.revisionUnreadable,
      fields: [{ path: 'contact.bullets', error: 'Must be a list.' }],
    })
    const answer = await restore(t, owner, oldShape!, state.draft_version)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as SavedDraft
    expect(body.draft.header).toEqual(SITE_CONTENT_DEFAULTS_EN.header)
    expect(body.draft.home.closing).toEqual({
      title: 'Old closing',
      text: 'Old text',
      button: SITE_CONTENT_DEFAULTS_EN.home.closing.button,
    })
  })

  it('starts a fresh install with the Arabic defaults as draft and published copy', async () => {
    const { t, owner } = await setUp()
    const ar = await current(t, owner, 'ar')
    expect(ar.language).toBe('ar')
    expect(ar.draft).toEqual(SITE_CONTENT_DEFAULTS_AR)
    expect(ar.published).toEqual(SITE_CONTENT_DEFAULTS_AR)
    expect(ar.field_errors).toEqual([])
    const arabic = await t.app.request('/public/site-content?lang=ar')
    expect(arabic.status).toBe(200)
    expect(await arabic.json()).toEqual(SITE_CONTENT_DEFAULTS_AR)
  })
})
