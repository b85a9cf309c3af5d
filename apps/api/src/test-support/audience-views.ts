import { AUDIENCE_HEADERS, type AudienceReport, type PageView, VIEWS_PATH } from '@studio/contracts/audience'
import type { VisitorFacts } from '../audience/visitor'
import { send } from './requests'
import { createTestApp, TEST_CLIENT_HEADER, type TestApp, type TestAppOptions } from './test-app'

/** Helpers for the audience tests: the site's Worker's calls, as it makes them (test-only code). */

/** The key the test apps and the site's Worker share here. */
export const TEST_AUDIENCE_SECRET = 'test-audience-secret-0123456789abcdef'

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
export const TABLET_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export const SITE_HOST = 'studio.test'

/** The audience tests' clock: 13:00 in Cairo (UTC+3 in summer), the studio's day 2031-06-01. */
export const AUDIENCE_NOW = new Date('2031-06-01T10:00:00.000Z')

/** `minutes` before AUDIENCE_NOW. */
export const minutesAgo = (minutes: number) => new Date(AUDIENCE_NOW.getTime() - minutes * 60_000)

/** A test app that holds the audience key, its clock at `now`. */
export async function audienceTestApp(now: Date, options: TestAppOptions = {}) {
  const t = await createTestApp({
    ...options,
    config: { audienceSecret: TEST_AUDIENCE_SECRET, ...options.config },
  })
  t.setNow(now)
  return t
}

/** A visitor: their address and user agent (on the site's host). */
export function visitor(address: string, userAgent = DESKTOP_UA): VisitorFacts {
  return { host: SITE_HOST, address, userAgent }
}

/** One page view as the site's Worker reports it: by `who`, at `at`, of `path` (English unless said). */
export function viewOf(who: VisitorFacts, at: Date, path: string, fields: Partial<PageView> = {}): PageView {
  return {
    at: at.toISOString(),
    host: who.host,
    address: who.address,
    user_agent: who.userAgent,
    path,
    language: path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en',
    ...fields,
  }
}

/** POST /public/views with the key (or `key`: another one, or null for none). */
export function postViews(t: TestApp, views: unknown[], key: string | null = TEST_AUDIENCE_SECRET) {
  return t.app.request(VIEWS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { [AUDIENCE_HEADERS.key]: key }) },
    body: JSON.stringify({ views }),
  })
}

/** A contact post from the site's Worker for `who` (with the key unless `key` says otherwise). */
export function postContactFrom(
  t: TestApp,
  who: VisitorFacts,
  body: Record<string, unknown>,
  key: string | null = TEST_AUDIENCE_SECRET,
) {
  return t.app.request('/public/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [TEST_CLIENT_HEADER]: who.address,
      ...(key === null
        ? {}
        : {
            [AUDIENCE_HEADERS.key]: key,
            [AUDIENCE_HEADERS.visitorAddress]: who.address,
            [AUDIENCE_HEADERS.visitorUserAgent]: who.userAgent,
            [AUDIENCE_HEADERS.visitorHost]: who.host,
          }),
    },
    body: JSON.stringify(body),
  })
}

export const ENQUIRY = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We would like a quote.' }

/** GET {prefix}/audience as an admin; throws unless it answers 200. */
export async function audienceOf(t: TestApp, token: string, query = ''): Promise<AudienceReport> {
  const response = await send(t, 'GET', `/sb-admin/audience${query}`, { token })
  if (response.status !== 200)
    throw new Error(`audience answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as AudienceReport
}
