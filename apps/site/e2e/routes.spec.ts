import { SITE_URL } from './api-server'
import { decodeHtml, expect, ROUTES, test } from './fixtures'

test.describe('public routes', () => {
  for (const route of ROUTES) {
    test(`${route.path} is rendered with its own title, description, canonical and Open Graph tags`, async ({
      page,
      request,
    }) => {
      // The HTML itself (before any script) already holds the content.
      const html = await (await request.get(route.path)).text()
      const text = html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'")
      expect(text).toMatch(route.heading)
      expect(html).toContain('application/ld+json')

      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible()
      // The title the server sent, kept once the page runs.
      const title = decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
      expect(title).toMatch(/\S/)
      await expect(page).toHaveTitle(title)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toBe(`${SITE_URL}${route.path}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '')
    })
  }

  test('titles differ between routes', async ({ request }) => {
    // As the pages are served (each route's test above checks that the browser keeps that title).
    const titles = new Set<string>()
    for (const route of ROUTES) {
      const html = await (await request.get(route.path)).text()
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    }
    expect(titles.size).toBe(ROUTES.length)
  })

  test('an unknown address shows the helpful 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible()
    await page
      .getByRole('link', { name: /Services/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/services$/)
  })

  test('an address with a trailing slash is the canonical page, which names the address without it', async ({
    page,
    request,
  }) => {
    // The Worker serves the canonical view under the visitor's address (no redirect, decision 0009).
    for (const path of ['/services', '/contact']) {
      const answer = await request.get(`${path}/`)
      expect(answer.status(), path).toBe(200)
      expect(answer.headers()['x-edge-cache'], path).toMatch(/HIT|MISS/)
      await page.goto(`${path}/`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`)
    }
  })

  test('sitemap.xml and robots.txt are generated', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const route of ROUTES) expect(sitemap).toContain(`<loc>${SITE_URL}${route.path}</loc>`)
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })

  test('pages hydrate under the CSP and the favicon carries a build stamp', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text())
    })
    const response = await page.goto('/')
    expect(response?.headers()['content-security-policy']).toContain("connect-src 'self';")
    await page.getByText('How fast can you start on my project?').click()
    await expect(page.getByText('1-2 weeks after the initial meeting')).toBeVisible()
    // The pages that load React run under the CSP too.
    await page.goto('/projects')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    expect(violations).toEqual([])
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/favicon\.svg\?v=\w+/)
  })

  test('the top navigation reaches every page', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [label, path] of [
      ['Services', '/services'],
      ['Projects', '/projects'],
      ['Get in Touch', '/contact'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : `${path}$`}`))
    }
  })

  test('home shows the hero, floating cards, claims, info box, CTA and FAQ', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: /GET STARTED/ })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('link', { name: 'OUR SERVICES', exact: true })).toHaveAttribute(
      'href',
      '/services',
    )
    for (const card of ['App Development', 'Web Development', 'Data Analytics']) {
      await expect(page.locator('.floating-cards').getByText(card)).toBeVisible()
    }
    for (const claim of ['95%', '24/7', '2025', '10+'])
      await expect(page.locator('.stats').getByText(claim)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Explore our services' })).toHaveAttribute(
      'href',
      '/services',
    )
    await expect(page.getByRole('heading', { name: 'Ready to Transform Your Business?' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Start Your Project Today/ })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.locator('.faq__question')).toHaveCount(6)
  })

  test('services shows five numbered cards in order with KNOW MORE links', async ({ page }) => {
    await page.goto('/services')
    const titles = await page.locator('.service-card__title').allInnerTexts()
    expect(titles.map((title) => title.replace(/^\d+\.\s*/, '').trim())).toEqual([
      'WEB DEVELOPMENT',
      'DATA ANALYSIS',
      'MAINTENANCE',
      'AI AGENTS',
      'APP DEVELOPMENT',
    ])
    expect(await page.locator('.service-card__number').allInnerTexts()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
    ])
    const images = page.locator('.service-card img')
    await expect(images).toHaveCount(5)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '640')
      await expect(image).toHaveAttribute('height', '400')
    }
    const links = page.getByRole('link', { name: /KNOW MORE/ })
    await expect(links).toHaveCount(5)
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/contact')
  })
})
