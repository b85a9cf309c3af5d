import { createClient } from '@libsql/client'
import { type AdminSiteContent, type PublishedSiteContent, SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { createDatabase } from '../../db/client'
import { send, signInFirstAdmin } from '../../test-support/requests'
import { publishedCopy, savedDraft } from '../../test-support/site-content-calls'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { watchClient } from '../../test-support/watched-client'

/**
 * Publishes of one draft version racing each other on a real libSQL file database: exactly one
 * publishes, with one revision and one audit row, and the public content version moves once. The
 * others write nothing: they are answered as published (the draft they named is the live copy) or,
 * when another write changed the draft first, refused with 409.
 */

const RACERS = 8

/** The revisions of publishes (the starting copies name no admin). */
const PUBLISHED_REVISIONS = 'SELECT count(*) FROM site_content_revisions WHERE admin_email IS NOT NULL'

const countOf = async (t: TestApp, sql: string) => Number((await t.client.execute(sql)).rows[0]?.[0])

async function draftOf(t: TestApp, token: string) {
  return (await (await send(t, 'GET', '/sb-admin/site-content', { token })).json()) as AdminSiteContent
}

const contentVersion = async (t: TestApp) =>
  ((await (await t.app.request('/public/content-version')).json()) as { version: string }).version

/** Saves the defaults with this home lead as the draft; its version. */
async function saveLead(t: TestApp, token: string, lead: string) {
  const start = await draftOf(t, token)
  const content = structuredClone(SITE_CONTENT_DEFAULTS_EN)
  content.home.hero.lead = lead
  return savedDraft(t, token, 'en', content, start.draft_version)
}

describe('concurrent publishes of one draft version', () => {
  it.each([
    ['a draft the rules leave as it is', 'A new lead', [200]],
    ['a draft the rules trim (the publish gives it a new version)', '  A new lead  ', [200, 409]],
  ])('publish %s exactly once', async (_name, lead, statuses) => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const base = await saveLead(t, token, lead)
    const versionBefore = await contentVersion(t)
    // A second connection to the same file, whose reads of the draft are held until every publish
    // has read it: all of them see the same draft and the same published state before any writes.
    const watched = watchClient(createClient({ url: `file:${t.dir}/test.db`, timeout: 10_000 }))
    const app = createApp({ ...t.deps, db: createDatabase(watched.client) })
    watched.gather(/from "site_content_drafts" where "site_content_drafts"."language" = /i, RACERS)
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        app.request('/sb-admin/site-content/publish', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ base_version: base }),
        }),
      ),
    )
    watched.client.close()

    for (const answer of answers) expect(statuses).toContain(answer.status)
    const published = (await Promise.all(
      answers.filter((answer) => answer.status === 200).map((answer) => answer.json()),
    )) as PublishedSiteContent[]
    expect(published.length).toBeGreaterThan(0)
    expect(new Set(published.map((body) => body.revision_id)).size).toBe(1)
    expect(await countOf(t, PUBLISHED_REVISIONS)).toBe(1)
    expect(await countOf(t, "SELECT count(*) FROM audit_log WHERE action = 'publish'")).toBe(1)
    const live = (await (
      await t.app.request('/public/site-content')
    ).json()) as typeof SITE_CONTENT_DEFAULTS_EN
    expect(live.home.hero.lead).toBe('A new lead')
    expect(await contentVersion(t)).not.toBe(versionBefore)
  })

  it('answers a second publish of the same draft version as published, writing nothing', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const base = await saveLead(t, token, 'A new lead')
    const publish = () => publishedCopy(t, token, base)
    const first = await publish()
    const version = await contentVersion(t)
    expect(await publish()).toEqual({ ...first, changes: [] })
    expect(await countOf(t, PUBLISHED_REVISIONS)).toBe(1)
    expect(await countOf(t, "SELECT count(*) FROM audit_log WHERE action = 'publish'")).toBe(1)
    expect(await contentVersion(t)).toBe(version)
  })
})
