import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { AudienceReport } from '@studio/contracts/audience'
import { e2eDataDir, MAIN_DATABASE, startApi, stopApi } from './api-server'
import { API_URL, adminToken, expect, test } from './fixtures'
import { RESTARTED_SITE_URL, startSite, stopSite } from './site-server'

/**
 * Counting on the real stack: the e2e build in workerd (`wrangler dev`, the site's own Worker code)
 * and the API's Node entry, sharing an audience key, on a fresh database. One visitor lands on the
 * Arabic home page from a newsletter, reads a case study and sends the contact form; the Audience
 * report of the day then holds exactly that visit, and the enquiry the visit that brought it. The
 * rest is proven below the browser: each language counted in its own, a not-found answer apart, and
 * nothing for a bot, a HEAD, a prefetch or a preview, in the Worker
 * (workers/count-views.workerd.test.ts); an enquiry's source and landing page, in either language, in
 * the API (routes/public/contact-attribution.test.ts); the form without JavaScript, in
 * contact-no-javascript.writes.spec.ts.
 */

test.describe.configure({ mode: 'serial' })

const KEY = 'site-e2e-audience-key-0123456789abcdef'
const SITE = RESTARTED_SITE_URL
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const CASE_STUDY = '/work/harbourline-banking-app'

let stateDir = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // Both processes read the key from their environment (the site's Worker declares it a secret).
  process.env.AUDIENCE_SECRET = KEY
  process.env.CLOUDFLARE_INCLUDE_PROCESS_ENV = 'true'
  await stopApi()
  // A database of its own: its figures are these visits alone, and its contact limits are fresh.
  await startApi({ file: path.join(e2eDataDir(), `audience-${Date.now()}.db`), seed: true })
  stateDir = mkdtempSync(path.join(tmpdir(), 'site-audience-'))
  await startSite(stateDir)
})

test.afterAll(async () => {
  await stopSite()
  delete process.env.AUDIENCE_SECRET
  delete process.env.CLOUDFLARE_INCLUDE_PROCESS_ENV
  await stopApi()
  await startApi(MAIN_DATABASE())
  rmSync(stateDir, { recursive: true, force: true })
})

const CONTACT_TEXTS = {
  en: { name: 'Name *', email: 'Email *', message: 'Message *', send: 'Send Message' },
  ar: { name: 'الاسم *', email: 'البريد الإلكتروني *', message: 'الرسالة *', send: 'أرسل الرسالة' },
} as const

/**
 * One visitor (a browser of their own, told apart by its user agent): lands on the home page from
 * the newsletter, follows the site's links to a case study and the contact page, and sends the form.
 */
async function visit(
  browser: Browser,
  { request, token }: { request: APIRequestContext; token: string },
  { n, language, javaScript }: { n: number; language: 'en' | 'ar'; javaScript: boolean },
) {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    userAgent: `${CHROME} Visitor/${n}`,
  })
  const page: Page = await context.newPage()
  const prefix = language === 'ar' ? '/ar' : ''
  const home = `${SITE}${prefix || '/'}`
  await page.goto(`${home}?utm_source=newsletter`)
  // The site's own pages as the referrer: they are not a source.
  await page.goto(`${SITE}${prefix}${CASE_STUDY}`, { referer: home })
  await page.goto(`${SITE}${prefix}/contact`, { referer: `${SITE}${prefix}${CASE_STUDY}` })
  if (javaScript) await page.locator('html[data-hydrated]').waitFor()
  // The enquiry takes the source of the visit on record: wait until this visitor's landing view (the
  // n-th from the newsletter) is. That a post sends the views still waiting for their batch, so a
  // quick visitor's is on record too, is proven in workers/count-views.workerd.test.ts.
  await expect
    .poll(async () => (await report(request, token)).sources.find(({ source }) => source === 'newsletter'))
    .toMatchObject({ visitors: n })
  const texts = CONTACT_TEXTS[language]
  await page.getByLabel(texts.name, { exact: true }).fill(`Visitor ${n}`)
  await page.getByLabel(texts.email, { exact: true }).fill(`visitor${n}@example.com`)
  await page.getByLabel(texts.message, { exact: true }).fill('We would like a quote for a new website.')
  await page.getByRole('button', { name: texts.send }).click()
  await expect(page.locator('.contact-form .ui-banner[role="status"]')).toBeVisible()
  await context.close()
}

async function report(request: APIRequestContext, token: string) {
  const answer = await request.get(`${API_URL}/sb-admin/audience`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as AudienceReport
}

test('counts a visit once, from its landing page to the enquiry it sent', async ({ browser, request }) => {
  const token = await adminToken(request)
  await visit(browser, { request, token }, { n: 1, language: 'ar', javaScript: true })

  await expect
    .poll(async () => (await report(request, token)).totals, { timeout: 30_000 })
    .toEqual({ visitors: 1, views: 3, enquiries: 1 })
  const figures = await report(request, token)
  expect(figures.sources).toEqual([{ source: 'newsletter', visitors: 1, enquiries: 1 }])
  // The enquiry carries the visit that brought it: its source and the page it landed on.
  const inbox = await request.get(`${API_URL}/sb-admin/contact-messages`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const messages = (await inbox.json()) as Array<{
    name: string
    source: string | null
    landing_path: string | null
  }>
  expect(messages.map(({ name, source, landing_path }) => ({ name, source, landing_path }))).toEqual([
    { name: 'Visitor 1', source: 'newsletter', landing_path: '/ar/' },
  ])
  expect(figures.languages).toEqual([{ language: 'ar', visitors: 1, views: 3 }])
  expect(figures.pages).toEqual(
    expect.arrayContaining([
      { path: '/ar/', views: 1, visitors: 1 },
      { path: `/ar${CASE_STUDY}`, views: 1, visitors: 1 },
    ]),
  )
  expect(figures.not_found).toEqual([])
})
