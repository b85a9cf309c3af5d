// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import routes from './routes'
import {
  addressOf,
  BILINGUAL_PAGES,
  canonicalView,
  NOT_FOUND_PAGE,
  pageFor,
  SITE_PAGES,
  sitePageById,
} from './site-pages'

const appDir = import.meta.dirname
const siteDir = path.resolve(appDir, '..')

/** wrangler.jsonc without its whole-line comments. */
function wranglerConfig(): { assets: { run_worker_first?: string[]; not_found_handling?: string } } {
  const text = readFileSync(path.join(siteDir, 'wrangler.jsonc'), 'utf8')
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, ''))
}

const view = (address: string) => canonicalView(new URL(address, 'https://site.example'))

describe('route manifest', () => {
  it('is the route config: one route per page, then every page but the sitemap under /ar/, same module', () => {
    expect(routes.map((route) => route.id)).toEqual([
      ...SITE_PAGES.map((page) => page.id),
      ...BILINGUAL_PAGES.map((page) => `ar-${page.id}`),
    ])
    expect(routes.map((route) => route.file)).toEqual([
      ...SITE_PAGES.map((page) => page.module),
      ...BILINGUAL_PAGES.map((page) => page.module),
    ])
    expect(routes.map((route) => route.path ?? '')).toEqual([
      ...[
        '',
        'services',
        'projects',
        'all-work',
        'work/:slug',
        'contact',
        'privacy',
        'terms',
        'sitemap.xml',
        '*',
      ],
      ...['ar', 'ar/services', 'ar/projects', 'ar/all-work', 'ar/work/:slug', 'ar/contact', 'ar/privacy'],
      ...['ar/terms', 'ar/*'],
    ])
    for (const page of SITE_PAGES) expect(existsSync(path.join(appDir, page.module)), page.module).toBe(true)
    expect(sitePageById('ar-contact')?.scripts).toBe(true)
    expect(sitePageById('ar-home')?.scripts).toBe(false)
  })

  it("leaves every page and unknown address to the Worker in wrangler.jsonc's assets", () => {
    // No page is a static file, so every page's read and post reaches the Worker without running it
    // first, and an unknown address gets the Worker's not-found page with its 404.
    const { assets } = wranglerConfig()
    expect(assets.run_worker_first).toBeUndefined()
    expect(assets.not_found_handling).toBeUndefined()
  })

  it('finds the page of an address, its data request and its trailing-slash form', () => {
    expect(pageFor('/').id).toBe('home')
    expect(pageFor('/all-work').id).toBe('all-work')
    expect(pageFor('/all-work/').id).toBe('all-work')
    expect(pageFor('/all-work.data').id).toBe('all-work')
    expect(pageFor('/work/harbourline').id).toBe('case-study')
    expect(pageFor('/work/harbourline.data').id).toBe('case-study')
    expect(pageFor('/work/').id).toBe(NOT_FOUND_PAGE.id)
    expect(pageFor('/work/a/b').id).toBe(NOT_FOUND_PAGE.id)
    expect(pageFor('/nope').id).toBe(NOT_FOUND_PAGE.id)
    // React Router asks for the home page's data as '/_.data' (trailing-slash-aware data requests).
    expect(pageFor('/_.data').id).toBe('home')
  })

  it('finds the Arabic page of an address under /ar/, with its language', () => {
    expect(addressOf('/ar')).toMatchObject({ language: 'ar', path: '/', data: false })
    expect(addressOf('/ar/').page.id).toBe('home')
    expect(addressOf('/ar/_.data')).toMatchObject({ language: 'ar', path: '/', data: true })
    expect(addressOf('/ar/services')).toMatchObject({ language: 'ar', path: '/services' })
    expect(addressOf('/ar/work/harbourline').page.id).toBe('case-study')
    expect(addressOf('/ar/all-work.data')).toMatchObject({ language: 'ar', path: '/all-work', data: true })
    expect(addressOf('/services')).toMatchObject({ language: 'en', path: '/services' })
    // The sitemap has one address; '/arabic' is not under /ar/.
    expect(addressOf('/ar/sitemap.xml').page.id).toBe(NOT_FOUND_PAGE.id)
    expect(addressOf('/arabic')).toMatchObject({ language: 'en', page: NOT_FOUND_PAGE })
    expect(addressOf('/ar/nope')).toMatchObject({ language: 'ar', page: NOT_FOUND_PAGE })
  })
})

describe('canonical view (the edge cache key)', () => {
  it.each([
    // Tracking and unknown parameters are dropped.
    ['/all-work?utm_source=newsletter&utm_medium=email', '/all-work'],
    ['/all-work?fbclid=abc&gclid=def&x=1', '/all-work'],
    ['/projects?utm_campaign=launch', '/projects'],
    ['/work/harbourline?ref=twitter', '/work/harbourline'],
    ['/sitemap.xml?v=2', '/sitemap.xml'],
    // The parameters a page reads are normalised: case, spaces and defaults.
    ['/all-work?category=APPS', '/all-work?category=apps'],
    ['/all-work?category=%20Apps%20&utm_source=x', '/all-work?category=apps'],
    ['/all-work?page=1', '/all-work'],
    ['/all-work?page=2&category=Shopify', '/all-work?category=shopify&page=2'],
    ['/all-work?category=all&page=abc', '/all-work'],
    ['/all-work?category=nonsense', '/all-work'],
    ['/all-work/?page=2', '/all-work?page=2'],
    // React Router's own parameter is kept on a data request.
    [
      '/all-work.data?category=APPS&_routes=root,all-work&utm_source=x',
      '/all-work.data?category=apps&_routes=root%2Call-work',
    ],
    // A preview token is dropped, so a preview never reaches the shared cache key.
    ['/?preview=abc.def', '/'],
    ['/contact?preview=abc.def&utm_source=x', '/contact'],
    ['/all-work?category=apps&preview=abc', '/all-work?category=apps'],
    // Every unknown address is one view.
    ['/nope', '/404'],
    ['/a/b/c?utm_source=x', '/404'],
    // The home page's data request.
    ['/_.data?_routes=root,home', '/_.data?_routes=root%2Chome'],
    // Arabic pages: the language is the prefix, so it is part of the key; the rest is normalised alike.
    ['/ar', '/ar/'],
    ['/ar/?utm_source=x', '/ar/'],
    ['/ar/_.data', '/ar/_.data'],
    ['/ar/all-work?category=APPS&page=1&fbclid=x', '/ar/all-work?category=apps'],
    ['/ar/all-work/?page=2', '/ar/all-work?page=2'],
    ['/ar/work/harbourline?ref=x', '/ar/work/harbourline'],
    ['/ar/contact?preview=abc', '/ar/contact'],
    ['/ar/nope', '/ar/404'],
    ['/ar/sitemap.xml', '/ar/404'],
  ])('views %j as %j', (address, expected) => {
    expect(view(address)).toBe(expected)
  })
})
