import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import routes from './routes'
import { canonicalView, NOT_FOUND_PAGE, pageFor, SITE_PAGES, WORKER_FIRST_PATHS } from './site-pages'

const appDir = import.meta.dirname
const siteDir = path.resolve(appDir, '..')

/** wrangler.jsonc without its whole-line comments. */
function wranglerConfig(): { assets: { run_worker_first?: string[]; not_found_handling?: string } } {
  const text = readFileSync(path.join(siteDir, 'wrangler.jsonc'), 'utf8')
  return JSON.parse(text.replace(/^\s*\/\/.*$/gm, ''))
}

const view = (address: string) => canonicalView(new URL(address, 'https://site.example'))

describe('route manifest', () => {
  it('is the route config: one route per page, with its id and module', () => {
    expect(routes.map((route) => route.id)).toEqual(SITE_PAGES.map((page) => page.id))
    expect(routes.map((route) => route.file)).toEqual(SITE_PAGES.map((page) => page.module))
    for (const page of SITE_PAGES) expect(existsSync(path.join(appDir, page.module)), page.module).toBe(true)
  })

  it("is what wrangler.jsonc's assets run the Worker first for, and leaves unknown addresses to the Worker", () => {
    const { assets } = wranglerConfig()
    expect(assets.run_worker_first ?? []).toEqual(WORKER_FIRST_PATHS)
    // Every page is rendered by the Worker, so a form's post reaches it without running first.
    expect(WORKER_FIRST_PATHS).toEqual([])
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
  })
})

describe('canonical view (the edge cache key)', () => {
  it('drops tracking and unknown parameters', () => {
    expect(view('/all-work?utm_source=newsletter&utm_medium=email')).toBe('/all-work')
    expect(view('/all-work?fbclid=abc&gclid=def&x=1')).toBe('/all-work')
    expect(view('/projects?utm_campaign=launch')).toBe('/projects')
    expect(view('/work/harbourline?ref=twitter')).toBe('/work/harbourline')
    expect(view('/sitemap.xml?v=2')).toBe('/sitemap.xml')
  })

  it('normalises the parameters a page reads: case, spaces and defaults', () => {
    expect(view('/all-work?category=APPS')).toBe('/all-work?category=apps')
    expect(view('/all-work?category=%20Apps%20&utm_source=x')).toBe('/all-work?category=apps')
    expect(view('/all-work?page=1')).toBe('/all-work')
    expect(view('/all-work?page=2&category=Shopify')).toBe('/all-work?category=shopify&page=2')
    expect(view('/all-work?category=all&page=abc')).toBe('/all-work')
    expect(view('/all-work?category=nonsense')).toBe('/all-work')
    expect(view('/all-work/?page=2')).toBe('/all-work?page=2')
  })

  it("keeps React Router's own parameter on a data request", () => {
    expect(view('/all-work.data?category=APPS&_routes=root,all-work&utm_source=x')).toBe(
      '/all-work.data?category=apps&_routes=root%2Call-work',
    )
  })

  it('drops a preview token, so a preview never reaches the shared cache key', () => {
    expect(view('/?preview=abc.def')).toBe('/')
    expect(view('/contact?preview=abc.def&utm_source=x')).toBe('/contact')
    expect(view('/all-work?category=apps&preview=abc')).toBe('/all-work?category=apps')
  })

  it('is one view for every unknown address', () => {
    expect(view('/nope')).toBe('/404')
    expect(view('/a/b/c?utm_source=x')).toBe('/404')
  })
})
