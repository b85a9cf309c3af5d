import type { APIRequestContext, Page } from '@playwright/test'
import type { SiteContent } from '@studio/contracts/site-content'
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { ADMIN_URL } from './api-server'
import { currentPage } from './edge-answers'
import { ADMIN, API_URL, adminToken, expect, test } from './fixtures'

/**
 * The site copy as the studio edits it: a publish shows on the first load rendered from the new
 * content version (the Worker's cache is keyed by it, and asks it at most once a second: that second
 * is proven with an injected clock in workers/edge-cache.workerd.test.ts), and a preview link shows
 * the draft to whoever holds it, never to anyone else and never from the cache.
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

/** Signs in to the admin panel and opens the Site content screen. */
async function openSiteContent(admin: Page) {
  await admin.goto(`${ADMIN_URL}/admin/login`)
  await admin.getByLabel('Email').fill(ADMIN.email)
  await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await admin.getByRole('button', { name: 'Login' }).click()
  await expect(admin.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible()
  await admin.getByRole('link', { name: 'Site content' }).click()
  await expect(admin.getByText(/^Draft saved/)).toBeVisible()
}

/** Types a new first FAQ answer in the admin and waits until the draft holds it. */
async function typeFirstAnswer(admin: Page, answer: string) {
  const saved = admin.waitForResponse(
    (response) => response.url().includes('/site-content/draft') && response.status() === 200,
  )
  await admin
    .getByRole('group', { name: /^FAQ \(/ })
    .getByRole('textbox', { name: 'Answer' })
    .first()
    .fill(answer)
  await saved
  await expect(admin.getByText(/^Draft saved/)).toBeVisible()
}

async function publishInAdmin(admin: Page) {
  await admin.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(admin.getByText('Published: the site shows it on the next load.')).toBeVisible()
}

const homeHtml = async (request: APIRequestContext) => (await request.get('/')).text()

/** The home page once the Worker renders it from the content version just published. */
const publishedHomeHtml = async (request: APIRequestContext) => (await currentPage(request, '/')).text()

test.describe('the site copy', () => {
  test.afterEach(async ({ request }) => {
    // The other specs read the copy a fresh install publishes.
    await siteContentAdmin(request, await adminToken(request)).publish((draft) =>
      Object.assign(draft, structuredClone(SITE_CONTENT_DEFAULTS_EN)),
    )
  })

  test('a published FAQ answer shows on the home page once the site has its content version', async ({
    page,
    request,
  }) => {
    const admin = siteContentAdmin(request, await adminToken(request))
    await page.goto('/')
    const answer = `We can usually start next week (${Date.now()}).`
    await admin.publish(setFirstAnswer(answer))
    const published = Date.now()
    expect(await publishedHomeHtml(request)).toContain(answer)
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

    // Another visitor, and the cache, only ever see the published copy: the pages of the version the
    // last test's cleanup published (the Worker may still hold the one before it for a second).
    for (const address of ['/', '/?utm_source=x']) {
      const html = await (await currentPage(request, address)).text()
      expect(html).not.toContain(draftAnswer)
      expect(html).not.toContain('Preview: not published')
      expect(html).toContain(FIRST_ANSWER)
    }
    // The browser that opened the link stays in the preview (preview.writes.spec.ts) until it leaves it.
    await page.goto('/')
    await expect(page.getByRole('status')).toHaveText('Preview: not published')
    await page.getByRole('link', { name: 'Leave preview' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Preview: not published')).toHaveCount(0)
    expect(await page.content()).not.toContain(draftAnswer)

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

  test('the studio edits an FAQ answer in the admin, previews it, publishes it, and restores the old one', async ({
    page: admin,
    context,
    request,
  }) => {
    await adminToken(request)
    await openSiteContent(admin)
    const first = `Published first from the admin (${Date.now()}).`
    const second = `Published second from the admin (${Date.now()}).`
    await typeFirstAnswer(admin, first)
    await publishInAdmin(admin)
    expect(await publishedHomeHtml(request)).toContain(first)

    await typeFirstAnswer(admin, second)
    const opened = context.waitForEvent('page')
    await admin.getByRole('button', { name: 'Preview', exact: true }).click()
    const preview = await opened
    await expect(preview.getByRole('status')).toHaveText('Preview: not published')
    await expect(preview.locator('body')).toContainText(second)
    expect(await homeHtml(request)).not.toContain(second)
    await preview.close()

    await publishInAdmin(admin)
    expect(await publishedHomeHtml(request)).toContain(second)

    // Restore copies the older revision into the draft after a confirmation; the site keeps the live copy.
    admin.once('dialog', (dialog) => void dialog.accept())
    const history = admin.getByRole('region', { name: 'History' })
    await history
      .getByRole('button', { name: /^Restore/ })
      .nth(1)
      .click()
    await expect(
      admin.getByText('Revision copied into the draft. Publish to put it on the site.'),
    ).toBeVisible()
    await expect(
      admin
        .getByRole('group', { name: /^FAQ \(/ })
        .getByRole('textbox', { name: 'Answer' })
        .first(),
    ).toHaveValue(first)
    expect(await homeHtml(request)).toContain(second)
    await publishInAdmin(admin)
    expect(await publishedHomeHtml(request)).toContain(first)
  })

  test('a privacy page written with <script> and a javascript: link previews with neither', async ({
    page,
    request,
  }) => {
    const admin = siteContentAdmin(request, await adminToken(request))
    await admin.saveDraft((draft) => {
      draft.privacy.body = `## Your data\n\n<script>window.injected = true</script>\n\n[Click me](javascript:window.injected=true) and <a href="javascript:window.injected=true">this</a>.`
    })
    const path = (await admin.previewPath()).replace(/^\/\?/, '/privacy?')
    const answer = await page.goto(path)
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible()
    expect(await page.locator('main script').count()).toBe(0)
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined()
  })
})
