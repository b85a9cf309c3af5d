import type { APIRequestContext, Page } from '@playwright/test'
import type { SiteContent, SiteLanguage } from '@studio/contracts/site-content'
import { cachedAnswer } from './edge-answers'
import { API_URL, adminToken, expect, test } from './fixtures'

/**
 * A preview stays a preview: the admin's link opens the draft, and every page the same browser
 * reaches from there (the menu, any link of the site) shows the draft under the preview bar until the
 * admin leaves it. The token never appears in a link of the page, and nobody else (nor the edge
 * cache) ever sees the draft.
 */

const SITE_CONTENT = `${API_URL}/sb-admin/site-content`

interface AdminCopy {
  draft: SiteContent
  draft_version: string
  published: SiteContent
}

const MAIN_NAV = { en: 'Main', ar: 'القائمة الرئيسية' } as const satisfies Record<SiteLanguage, string>
const BAR = { en: 'Preview: not published', ar: 'معاينة: غير منشورة' } as const
const LEAVE = { en: 'Leave preview', ar: 'الخروج من المعاينة' } as const

async function adminCalls(request: APIRequestContext, language: SiteLanguage) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  const read = async (): Promise<AdminCopy> => {
    const response = await request.get(`${SITE_CONTENT}?lang=${language}`, { headers })
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()) as AdminCopy
  }
  const saveDraft = async (content: SiteContent) => {
    const current = await read()
    const response = await request.put(`${SITE_CONTENT}/draft?lang=${language}`, {
      headers,
      data: { base_version: current.draft_version, content },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  return {
    read,
    saveDraft,
    /** A preview link of the current draft, as a site address ('/?preview=…', '/ar/?preview=…'). */
    async previewPath(): Promise<string> {
      const response = await request.post(`${SITE_CONTENT}/preview?lang=${language}`, { headers })
      expect(response.ok(), await response.text()).toBe(true)
      const url = new URL(((await response.json()) as { url: string }).url)
      return `${url.pathname}${url.search}`
    },
  }
}

/** The addresses of the main menu's links on the page open now. */
async function menuAddresses(page: Page, language: SiteLanguage): Promise<string[]> {
  const links = page.getByRole('navigation', { name: MAIN_NAV[language] }).getByRole('link')
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
}

/** The page shows the draft: its blurb in the footer and the preview bar, and no link holds the token. */
async function expectDraft(page: Page, language: SiteLanguage, blurb: string) {
  await expect(page.locator('.site-footer__blurb')).toHaveText(blurb)
  await expect(page.getByRole('status').filter({ hasText: BAR[language] })).toBeVisible()
  expect(await page.locator('a[href*="preview="], form[action*="preview="]').count()).toBe(0)
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`a preview in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test.afterEach(async ({ request }) => {
      // The other specs start from a draft equal to the published copy.
      const admin = await adminCalls(request, language)
      await admin.saveDraft((await admin.read()).published)
    })

    test('shows the draft on every page of the menu, and only to the browser that opened it', async ({
      page,
      request,
      browser,
    }) => {
      const admin = await adminCalls(request, language)
      const { published, draft } = await admin.read()
      const blurb = `${language === 'en' ? 'A draft blurb' : 'نبذة في المسودة'} ${Date.now()}`
      await admin.saveDraft({ ...draft, studio: { ...draft.studio, blurb } })
      const previewPath = await admin.previewPath()

      await page.goto(previewPath)
      await expectDraft(page, language, blurb)
      const [kept] = (await page.context().cookies()).filter((cookie) => cookie.name === 'site_preview')
      expect(kept).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })

      // Every page of the menu, reached by clicking it, in the page's language.
      const addresses = await menuAddresses(page, language)
      expect(addresses).toHaveLength(4)
      for (const [index, address] of addresses.entries()) {
        await page.getByRole('navigation', { name: MAIN_NAV[language] }).getByRole('link').nth(index).click()
        await expect(page).toHaveURL((url) => url.pathname === address && !url.search.includes('preview'))
        await expectDraft(page, language, blurb)
      }

      // Anyone else, and the edge cache right after, get the live copy.
      const stranger = await browser.newContext()
      const other = await stranger.newPage()
      for (const address of addresses) {
        await other.goto(address)
        await expect(other.locator('.site-footer__blurb')).toHaveText(published.studio.blurb)
        await expect(other.getByText(BAR[language])).toHaveCount(0)
        const html = await (await cachedAnswer(request, address)).text()
        expect(html, address).not.toContain(blurb)
        expect(html, address).toContain(published.studio.blurb)
      }
      await stranger.close()

      // "Leave preview": the same page, live, and every page after it too.
      const here = new URL(page.url()).pathname
      await page.getByRole('link', { name: LEAVE[language] }).click()
      await expect(page).toHaveURL((url) => url.pathname === here && url.search === '')
      await expect(page.locator('.site-footer__blurb')).toHaveText(published.studio.blurb)
      await expect(page.getByText(BAR[language])).toHaveCount(0)
      await page.goto(addresses[0] ?? '/')
      await expect(page.locator('.site-footer__blurb')).toHaveText(published.studio.blurb)
      expect((await page.context().cookies()).filter((cookie) => cookie.name === 'site_preview')).toEqual([])
    })
  })
}
