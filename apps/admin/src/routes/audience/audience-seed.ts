import {
  ENQUIRY,
  PHONE_UA,
  postContactFrom,
  postViews,
  TEST_AUDIENCE_SECRET,
  viewOf,
  visitor,
} from '@studio/api/audience-views'
import type { TestApi } from '../../test-support/test-api'

/**
 * Visits and an enquiry recorded through the real API, as the site's Worker reports them: the test
 * API is given the audience key first (it records nothing without one).
 */
export async function recordVisits(api: TestApi, at: Date = new Date()) {
  api.server.config.audienceSecret = TEST_AUDIENCE_SECRET
  const reader = visitor('203.0.113.10')
  const phone = visitor('203.0.113.11', PHONE_UA)
  const arabic = visitor('203.0.113.12')
  const answer = await postViews(api.server, [
    viewOf(reader, at, '/', { utm_source: 'newsletter', utm_campaign: 'june-launch' }),
    viewOf(reader, at, '/work/harbourline-banking-app'),
    viewOf(phone, at, '/work/harbourline-banking-app', { referrer: 'https://www.linkedin.com/feed' }),
    viewOf(arabic, at, '/ar'),
    viewOf(phone, at, '/old-page', { not_found: true }),
  ])
  if (answer.status !== 200) throw new Error(`views answered ${answer.status}: ${await answer.text()}`)
  const sent = await postContactFrom(api.server, reader, { ...ENQUIRY, language: 'en' })
  if (sent.status !== 201) throw new Error(`contact answered ${sent.status}: ${await sent.text()}`)
}
