import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { recordLogSecrets } from '@studio/api/server-logs'
import { localizedPath } from '../app/lib/language'
import { SITE_PAGES, type SitePage } from '../app/site-pages'
import { API_URL, e2eDataDir } from './api-server'

/** The API the e2e site build talks to (e2e/api-server.ts). */
export { API_URL }

interface StoredMessage {
  id: number
  name: string
  email: string
  company: string | null
  subject: string | null
  message: string
  language: string
}

export const ADMIN = { email: 'e2e-admin@studio.test', password: 'violet-harbour-lantern-42' }

/** Values no server log line may hold (the run's teardown checks: e2e/global-teardown.ts). */
export const recordSecrets = (...values: string[]) => recordLogSecrets(e2eDataDir(), ...values)
recordSecrets(ADMIN.password)

/** A bearer token for the admin API: the fresh database lets the first sign-up bootstrap an admin. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const signup = await request.post(`${API_URL}/auth/signup`, { data: ADMIN })
  const response = signup.ok() ? signup : await request.post(`${API_URL}/auth/login`, { data: ADMIN })
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as { access_token: string }
  recordSecrets(body.access_token)
  return body.access_token
}

/**
 * The admin API as the studio drives it: `call` answers the parsed body of a successful answer (a
 * refusal fails the test with its text); `upload` stores a photo as the admin's picker sends it.
 */
export function adminApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  async function call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const response = await request.fetch(`${API_URL}/sb-admin${path}`, { method, headers, data })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }
  async function upload(bytes: Uint8Array): Promise<string> {
    const response = await request.post(`${API_URL}/sb-admin/upload`, {
      headers,
      multipart: { file: { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(bytes) } },
    })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { url: string }).url
  }
  return { call, upload }
}

export const test = base.extend<{ storedMessages: () => Promise<StoredMessage[]> }>({
  storedMessages: async ({ request }, use) => {
    const token = await adminToken(request)
    await use(async () => {
      const response = await request.get(`${API_URL}/sb-admin/contact-messages`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.ok()).toBe(true)
      return (await response.json()) as StoredMessage[]
    })
  },
})

export { expect }

/**
 * For the specs about motion (the Projects stack, View Project growing out of its button): the
 * visitor has no reduced-motion preference. Every other spec runs with reduced motion
 * (playwright.config.ts says why).
 */
export const WITH_MOTION = { contextOptions: { reducedMotion: 'no-preference' } } as const

/** HTML as a reader sees its text: the entities the renderer writes for `&` and `'` decoded. */
export const decodeHtml = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'")

/**
 * Opens a page and waits until React has hydrated it (the root layout marks `<html data-hydrated>`).
 * The Worker's pages show their content before any script runs, so a test that clicks or presses
 * keys must wait for hydration, or its first input reaches a page without handlers.
 */
export async function openHydrated(page: import('@playwright/test').Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
}

/** Every public route with a phrase its server-rendered HTML must contain. */
export const ROUTES = [
  { path: '/', heading: /We build digital products/ },
  { path: '/services', heading: /What we build for you/ },
  { path: '/projects', heading: /VIEW OUR LATEST WORK/ },
  { path: '/contact', heading: /Let's Build Together/ },
  { path: '/all-work', heading: /All Work/ },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms of Service/ },
] as const

/** An address of each page whose path is a pattern: a case study of the seeded demo content, any unknown address. */
const EXAMPLE_ADDRESSES: Record<string, string> = {
  'case-study': '/work/harbourline-banking-app',
  'not-found': '/no-such-page',
}

/** An address that shows the page: its path, or an example of its pattern. */
export function pageAddress(page: SitePage): string {
  const address = EXAMPLE_ADDRESSES[page.id] ?? page.path
  if (/[:*]/.test(address)) throw new Error(`Give the page ${page.id} (${page.path}) an example address.`)
  return address
}

/**
 * An address of every HTML page of the route manifest (app/site-pages.ts), the case studies and the
 * not-found page included: a new page is in it without a change here. Files (sitemap.xml) are not pages.
 */
export const PAGE_ADDRESSES: string[] = SITE_PAGES.filter((page) => !/\.\w+$/.test(page.path)).map(
  pageAddress,
)

/** The same pages in Arabic, under /ar/ (the Arabic not-found page included). */
export const ARABIC_PAGE_ADDRESSES: string[] = PAGE_ADDRESSES.map((address) => localizedPath('ar', address))

/**
 * What axe finds on the page as it is now, one line per rule and its elements. Entrance animations
 * (the menu links slide in) are let end first, so axe sees the final colours.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running',
      ),
  )
  // Legacy mode: axe runs once in the page (the site has no frames) instead of finishing its run in a
  // second, blank page that loads axe again. Every rule runs; only the violations are described (the
  // passes are not collected), which is most of axe's time on a long page.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Whether the page's scrolling is locked (the open mobile menu sets `overflow: hidden` on <html>). */
export const htmlOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow)

/**
 * Opens the 390 px menu and checks what a visitor sees: a full overlay with the four links, and the
 * page behind it locked. Returns the overlay.
 */
export async function openMobileMenu(page: Page) {
  const overlay = page.getByRole('navigation', { name: 'Mobile' })
  await expect(overlay).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(overlay).toBeVisible()
  await expect(overlay.getByRole('list').getByRole('link')).toHaveText([
    'Home',
    'Services',
    'Projects',
    'Get in Touch',
  ])
  expect(await htmlOverflow(page)).toBe('hidden')
  return overlay
}
