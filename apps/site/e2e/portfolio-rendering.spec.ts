import type { Page } from '@playwright/test'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { API_URL, decodeHtml as decode, expect, openHydrated, test } from './fixtures'

/**
 * The portfolio is in the first byte: the Worker renders /projects, /all-work (each view in its
 * address) and the case studies, so a crawler or a link preview that runs no script sees it all.
 */

async function publicWork(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(`${API_URL}/public/all-work`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as PublicWorkItem[]
}

test.describe('the portfolio without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the raw HTML of every All Work view, Projects and a case study holds their items', async ({
    request,
    page,
  }) => {
    const items = await publicWork(request)
    const apps = items.filter((item) => item.category === 'apps')
    expect(items.length).toBeGreaterThan(8)
    expect(apps.length).toBeGreaterThan(0)

    const views: Array<[string, PublicWorkItem[], PublicWorkItem[]]> = [
      ['/all-work', items.slice(0, 8), items.slice(8)],
      ['/all-work?category=apps&page=1', apps.slice(0, 8), items.filter((item) => item.category !== 'apps')],
      ['/all-work?page=2', items.slice(8, 16), items.slice(0, 8)],
    ]
    for (const [path, shown, hidden] of views) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = decode(await response.text())
      for (const item of shown) expect(html, `${path} shows ${item.title}`).toContain(item.title)
      for (const item of hidden) expect(html, `${path} hides ${item.title}`).not.toContain(`>${item.title}<`)
      expect(html).toContain('"@type":"ItemList"')
    }

    const projects = (await (await request.get(`${API_URL}/public/projects`)).json()) as { title: string }[]
    const projectsHtml = decode(await (await request.get('/projects')).text())
    for (const project of projects) expect(projectsHtml).toContain(project.title)

    const study = items.find((item) => item.slug)
    expect(study?.slug).toBeTruthy()
    const studyResponse = await request.get(`/work/${study?.slug}`)
    expect(studyResponse.status()).toBe(200)
    expect(decode(await studyResponse.text())).toContain(study?.description ?? '')

    // And in a browser with scripts off, the page reads the same.
    await page.goto('/all-work?category=apps')
    await expect(page.locator('article')).toHaveCount(Math.min(apps.length, 8))
  })

  test('an unknown case study is a real 404 page', async ({ request }) => {
    const response = await request.get('/work/no-such-case-study')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('This page could not be found')
  })

  test('sitemap.xml lists every case study, made at request time', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    for (const item of await publicWork(request)) expect(xml).toContain(`/work/${item.slug}</loc>`)
  })
})

test.describe('with JavaScript', () => {
  test('/projects hydrates what the server rendered, without fetching the list again', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await openHydrated(page, '/projects')
    expect(requests.filter((url) => url.includes('/public/'))).toEqual([])
    expect(requests.filter((url) => url.endsWith('.data'))).toEqual([])
  })

  test("react-dom's client is not among the preloads: it is fetched after the first paint", async ({
    page,
  }) => {
    const html = await (await page.request.get('/projects')).text()
    const preloaded = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1])
    expect(preloaded.length).toBeGreaterThan(0)
    await openHydrated(page, '/projects')
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    const late = scripts.filter((path) => path.endsWith('.js') && !preloaded.includes(path))
    expect(late.length).toBeGreaterThan(0)
  })
})

/** A case study of the seeded demo content. */
const CASE_STUDY = '/work/harbourline-banking-app'

test.describe('All Work and the case studies need no script', () => {
  for (const path of ['/all-work', '/all-work?category=apps&page=2', CASE_STUDY]) {
    test(`${path} transfers 0 bytes of JavaScript`, async ({ page }) => {
      const scripts: string[] = []
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? ''
        if (response.request().resourceType() === 'script' || type.includes('javascript'))
          scripts.push(response.url())
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(scripts).toEqual([])
      const bytes = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry instanceof PerformanceResourceTiming && /\.m?js(\?|$)/.test(entry.name))
          .reduce(
            (sum, entry) => sum + (entry instanceof PerformanceResourceTiming ? entry.transferSize : 0),
            0,
          ),
      )
      expect(bytes).toBe(0)
      // JSON-LD is data, not script.
      await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0)
      await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
    })
  }
})

/** The images of a page's first HTML, in document order. */
const imageTags = (html: string) => [...html.matchAll(/<img\s[^>]*>/g)].map((m) => m[0])

/** The covers of a page's first HTML, in document order: each <picture>, with its sources and image. */
function pictures(html: string) {
  return [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map(([, inner = '']) => ({
    sources: [...inner.matchAll(/<source\s[^>]*>/g)].map((m) => m[0]),
    img: inner.match(/<img\s[^>]*>/)?.[0] ?? '',
  }))
}

const attribute = (tag: string | undefined, name: string) =>
  tag?.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&') ?? ''

/** An image inside the page: the services' illustrations, which the build makes data: URLs. */
const isInlined = (tag: string | undefined) => /\ssrc="data:image\//.test(tag ?? '')

/** The head's image preloads of a page's first HTML. */
const imagePreloads = (html: string) =>
  (html.slice(0, html.indexOf('<body')).match(/<link rel="preload" as="image"[^>]*>/gi) ?? []) as string[]

/**
 * A cover that is the page's largest paint, as its first HTML has it: AVIF and WebP sources with
 * `sizes` under the site's own /media, at high priority, and asked for by the head beside the
 * stylesheet, before the body is parsed, in the format the browser will pick (the first source's
 * files and sizes). `media`: the viewports of a layout the page holds one of per viewport.
 */
function expectCoverFirst(
  html: string,
  cover: ReturnType<typeof pictures>[number] | undefined,
  path: string,
  media?: string,
) {
  // React writes some attribute names in camel case (fetchPriority, srcSet): HTML ignores case.
  expect(cover?.img, path).toMatch(/fetchpriority="high"/i)
  const [avif, webp] = cover?.sources ?? []
  expect(attribute(avif, 'type'), path).toBe('image/avif')
  expect(attribute(webp, 'type'), path).toBe('image/webp')
  for (const source of [avif, webp]) {
    expect(attribute(source, 'sizes'), path).not.toBe('')
    for (const file of attribute(source, 'srcset').split(', '))
      expect(file, path).toMatch(/^\/media\/\S+ \d+w$/)
  }
  const preload = imagePreloads(html).find(
    (link) => attribute(link, 'imagesrcset') === attribute(avif, 'srcset'),
  )
  expect(preload, `${path}: the head preloads the cover's AVIF`).toBeTruthy()
  expect(attribute(preload, 'type'), path).toBe('image/avif')
  expect(attribute(preload, 'imagesizes'), path).toBe(attribute(avif, 'sizes'))
  expect(preload, path).toMatch(/fetchpriority="high"/i)
  if (media) expect(attribute(preload, 'media'), path).toBe(media)
  else expect(cover?.img, path).not.toMatch(/loading=/i)
}

/** The image the browser reports as the page's largest paint (its current source), or null for another element. */
async function largestPaintImage(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1)
          resolve(
            entry && 'element' in entry && entry.element instanceof HTMLImageElement
              ? entry.element.currentSrc
              : null,
          )
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

/**
 * The images the page's first screen does not show (hidden by its layout, below the fold, or behind
 * another element), and those of them that are not lazy. The largest image (high priority) is left
 * out: a layout the screen does not use may hold a copy of it, the one file the page fetches first.
 */
async function imagesNotShownFirst(page: Page) {
  return page.locator('main img').evaluateAll((images: HTMLImageElement[]) => {
    const notShown = images.filter((img) => {
      if (img.getAttribute('fetchpriority') === 'high') return false
      const box = img.getBoundingClientRect()
      if (box.width === 0 || box.top >= innerHeight) return true
      const top = document.elementFromPoint(
        box.left + box.width / 2,
        box.top + Math.min(box.height, innerHeight - box.top) / 2,
      )
      return top !== img && !img.contains(top)
    })
    return {
      count: notShown.length,
      eager: notShown.filter((img) => img.getAttribute('loading') !== 'lazy').map((img) => img.src),
    }
  })
}

test.describe('the largest image first', () => {
  test('All Work: the first cover is in the first HTML at high priority, preloaded as AVIF; the later covers load lazily', async ({
    request,
  }) => {
    for (const path of ['/all-work', '/all-work?page=2', '/ar/all-work']) {
      const html = await (await request.get(path)).text()
      const [first, ...later] = pictures(html)
      expectCoverFirst(html, first, path)
      // The Worker fetches no cover to put inside the page: the browser asks the site's /media.
      expect(attribute(first?.img, 'src'), path).toMatch(/^\/media\//)
      expect(imagePreloads(html), path).toHaveLength(1)
      expect(later.length, path).toBeGreaterThan(0)
      for (const cover of later) {
        expect(attribute(cover.sources[0], 'sizes')).toContain('(min-width: 1200px) 264px')
        expect(cover.img).toMatch(/loading="lazy"/i)
        expect(cover.img).not.toMatch(/fetchpriority/i)
      }
    }
  })

  test('a case study: its cover is in the first HTML at high priority, preloaded as AVIF, and never lazy', async ({
    request,
  }) => {
    for (const path of [CASE_STUDY, `/ar${CASE_STUDY}`]) {
      const html = await (await request.get(path)).text()
      const [cover] = pictures(html)
      expectCoverFirst(html, cover, path)
      expect(imagePreloads(html), path).toHaveLength(1)
    }
  })

  test("/projects: the desktop stack's first cover is preloaded for desktops only; no other cover competes", async ({
    request,
  }) => {
    const html = await (await request.get('/projects')).text()
    const covers = pictures(html)
    expect(covers.length).toBeGreaterThan(2)
    const first = covers.find((cover) => /stack-card__cover/.test(cover.img))
    expectCoverFirst(html, first, '/projects', '(min-width: 1025px)')
    // Lazy: the phone layout has no box for it, so a phone never fetches it (the preload does on desktops).
    expect(first?.img).toMatch(/loading="lazy"/i)
    expect(imagePreloads(html)).toHaveLength(1)
    for (const cover of covers.filter((other) => other !== first)) {
      expect(cover.img).toMatch(/loading="lazy"/i)
      expect(cover.img).not.toMatch(/fetchpriority/i)
    }
  })

  test('/services: the first image is in the first HTML at high priority; no other image competes', async ({
    request,
  }) => {
    const html = await (await request.get('/services')).text()
    const [first, ...later] = imageTags(html)
    expect(first).toMatch(/fetchpriority="high"/i)
    expect(first).not.toMatch(/loading="lazy"/i)
    expect(isInlined(first)).toBe(true)
    expect(later.length).toBeGreaterThan(2)
    for (const image of later)
      if (/fetchpriority/i.test(image)) expect(attribute(image, 'src')).toBe(attribute(first, 'src'))
  })

  test.describe('as the first HTML lays out', () => {
    test.use({ javaScriptEnabled: false })
    // A phone, and a desktop window as tall as a full-HD screen gives.
    for (const [path, width, height] of [
      ['/projects', 390, 844],
      ['/projects', 1280, 960],
      ['/services', 390, 844],
      ['/services', 1280, 960],
    ] as const) {
      test(`${path} at ${width}×${height} px: the images its first screen does not show load lazily`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height })
        await page.goto(path)
        const { count, eager } = await imagesNotShownFirst(page)
        expect(count).toBeGreaterThan(0)
        expect(eager).toEqual([])
      })
    }
  })

  // On a phone, /projects opens with its heading: its first cover starts below the first screen.
  for (const [path, width] of [
    ['/all-work', 390],
    ['/all-work', 1280],
    [CASE_STUDY, 390],
    [CASE_STUDY, 1280],
    ['/projects', 1280],
    ['/services', 390],
    ['/services', 1280],
  ] as const) {
    test(`${path} at ${width} px: the page's largest paint is its first image`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(path, { waitUntil: 'networkidle' })
      const first = await page
        .locator('main img')
        .filter({ visible: true })
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc)
      expect(await largestPaintImage(page)).toBe(first)
    })
  }
})
