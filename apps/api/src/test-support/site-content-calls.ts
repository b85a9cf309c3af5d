import type {
  AdminSiteContent,
  PublishedSiteContent,
  SiteContent,
  SiteContentDraft,
  SiteContentRevision,
  SiteContentTranslation,
  SiteLanguage,
} from '@studio/contracts'
import { expect } from 'vitest'
import { send, sendJson } from './requests'
import type { TestApp } from './test-app'

/** The site-content calls the API tests make through the real routes (test-only code). */

/** GET {prefix}/site-content: both copies of `lang`. */
export async function currentCopy(t: TestApp, token: string, lang: SiteLanguage) {
  const answer = await send(t, 'GET', `/sb-admin/site-content?lang=${lang}`, { token })
  expect(answer.status).toBe(200)
  return (await answer.json()) as AdminSiteContent
}

/** GET /public/site-content: what the site would show of `lang` (null with a 404). */
export async function publicCopy(t: TestApp, lang: SiteLanguage) {
  const answer = await t.app.request(`/public/site-content?lang=${lang}`)
  return {
    status: answer.status,
    body: answer.status === 200 ? ((await answer.json()) as SiteContent) : null,
  }
}

/** The public content version the site's edge cache keys pages on. */
export async function contentVersion(t: TestApp) {
  return ((await (await t.app.request('/public/content-version')).json()) as { version: string }).version
}

/** GET {prefix}/site-content/translation?lang=ar. */
export async function arabicTranslation(t: TestApp, token: string) {
  const answer = await send(t, 'GET', '/sb-admin/site-content/translation?lang=ar', { token })
  expect(answer.status).toBe(200)
  return (await answer.json()) as SiteContentTranslation
}

/** GET {prefix}/site-content/revisions: `lang`'s history, newest first. */
export async function revisionsOf(t: TestApp, token: string, lang: SiteLanguage) {
  const answer = await send(t, 'GET', `/sb-admin/site-content/revisions?lang=${lang}`, { token })
  expect(answer.status).toBe(200)
  return (await answer.json()) as SiteContentRevision[]
}

/** PUT {prefix}/site-content/draft: saves `content` as `lang`'s draft over `baseVersion`; the new version. */
export async function savedDraft(
  t: TestApp,
  token: string,
  lang: SiteLanguage,
  content: SiteContentDraft,
  baseVersion: string,
) {
  const saved = await sendJson(
    t,
    'PUT',
    `/sb-admin/site-content/draft?lang=${lang}`,
    { base_version: baseVersion, content },
    { token },
  )
  expect(saved.status).toBe(200)
  return ((await saved.json()) as { draft_version: string }).draft_version
}

/** POST {prefix}/site-content/publish: publishes the draft at `baseVersion` (of `lang`; absent: the route's default). */
export async function publishedCopy(t: TestApp, token: string, baseVersion: string, lang?: SiteLanguage) {
  const path = lang ? `/sb-admin/site-content/publish?lang=${lang}` : '/sb-admin/site-content/publish'
  const answer = await sendJson(t, 'POST', path, { base_version: baseVersion }, { token })
  expect(answer.status).toBe(200)
  return (await answer.json()) as PublishedSiteContent
}
