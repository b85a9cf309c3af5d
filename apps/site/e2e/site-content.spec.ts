import type { APIRequestContext } from '@playwright/test'
import type { SiteContent } from '@studio/contracts/site-content'
import { API_URL, adminToken, expect, test } from './fixtures'

/**
 * The site copy as the studio edits it: a publish shows on the next load (the Worker's cache is
 * keyed by the content version, asked at most once a second), and a preview link shows the draft
 * to whoever holds it, never to anyone else and never from the cache.
 */

const SITE_CONTENT = `${API_URL}/sb-admin/site-content`
const FIRST_ANSWER =
  'We usually start within 1-2 weeks after the initial meeting, once the scope and timeline are agreed.'

interface AdminCopy {
  draft: SiteContent
  draft_version: string
  published: SiteContent | null
}

/** The admin's calls on the English copy. */
function siteContentAdmin(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  async function read(): Promise<AdminCopy> {
    const response = await request.get(`${SITE_CONTENT}?lang=en`, { headers })
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()) as AdminCopy
  }
  async function saveDraft(edit: (draft: SiteContent) => void): Promise<string> {
    const current = await read()
    edit(current.draft)
    const response = await request.put(`${SITE_CONTENT}/draft?lang=en`, {
      headers,
      data: { base_version: current.draft_version, content: current.draft },
    })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { draft_version: string }).draft_version
  }
  return {
    saveDraft,
    async publish(edit: (draft: SiteContent) => void) {
      const version = await saveDraft(edit)
      const response = await request.post(`${SITE_CONTENT}/publish?lang=en`, {
        headers,
        data: { base_version: version },
      })
      expect(response.ok(), await response.text()).toBe(true)
    },
    /** A preview link of the current draft, as a site address ('/?preview=…'). */
    async previewPath(): Promise<string> {
      const response = await request.post(`${SITE_CONTENT}/preview?lang=en`, { headers })
      expect(response.ok(), await response.text()).toBe(true)
      const url = new URL(((await response.json()) as { url: string }).url)
      return `${url.pathname}${url.search}`
    },
  }
}

const setFirstAnswer = (answer: string) => (draft: SiteContent) => {
  const first = draft.home.faq[0]
  if (first) first.answer = answer
}

test.describe('the site copy', () => {
  test.afterEach(async ({ request }) => {
    // The other specs read the copy a fresh install publishes.
    await siteContentAdmin(request, await adminToken(request)).publish(setFirstAnswer(FIRST_ANSWER))
  })

  test('a published FAQ answer shows on the home page within 2 s', async ({ page, request }) => {
    const admin = siteContentAdmin(request, await adminToken(request))
    await page.goto('/')
    const answer = `We can usually start next week (${Date.now()}).`
    await admin.publish(setFirstAnswer(answer))
    const published = Date.now()
    await expect
      .poll(async () => (await request.get('/')).text(), { timeout: 2_000, intervals: [100] })
      .toContain(answer)
    test.info().annotations.push({ type: 'shown after', description: `${Date.now() - published} ms` })

    await page.goto('/')
    await page.getByText('How fast can you start on my project?').click()
    await expect(page.getByText(answer)).toBeVisible()
  })

  test('a preview link shows the draft under a bar, privately; the plain page stays published', async ({
    page,
    request,
  }) => {
    const admin = siteContentAdmin(request, await adminToken(request))
    const draftAnswer = `A draft answer nobody has published (${Date.now()}).`
    await admin.saveDraft(setFirstAnswer(draftAnswer))
    const previewPath = await admin.previewPath()
    expect(previewPath).toMatch(/^\/\?preview=/)

    const preview = await page.goto(previewPath)
    expect(preview?.status()).toBe(200)
    expect(preview?.headers()['cache-control']).toBe('private, no-store')
    expect(preview?.headers()['x-robots-tag']).toBe('noindex')
    expect(preview?.headers()['x-edge-cache']).toBe('MISS')
    await expect(page.getByRole('status')).toHaveText('Preview: not published')
    await page.getByText('How fast can you start on my project?').click()
    await expect(page.getByText(draftAnswer)).toBeVisible()

    // Another visitor, and the cache, only ever see the published copy.
    for (const address of ['/', '/?utm_source=x']) {
      const plain = await request.get(address)
      const html = await plain.text()
      expect(html).not.toContain(draftAnswer)
      expect(html).not.toContain('Preview: not published')
      expect(html).toContain(FIRST_ANSWER)
    }
    await page.goto('/')
    await expect(page.getByText('Preview: not published')).toHaveCount(0)

    // A tampered link shows nothing of the draft; so does one the draft has moved on from.
    const tampered = await request.get(`${previewPath}x`)
    expect(tampered.status()).toBe(401)
    expect(tampered.headers()['cache-control']).toBe('private, no-store')
    expect(await tampered.text()).not.toContain(draftAnswer)
    await admin.saveDraft(setFirstAnswer(`${draftAnswer} Edited.`))
    const stale = await page.goto(previewPath)
    expect(stale?.status()).toBe(409)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This preview link is out of date')
    expect(await page.content()).not.toContain(draftAnswer)
  })
})
