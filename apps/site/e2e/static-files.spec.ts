import { createHash } from 'node:crypto'
import { SITE_PAGES } from '../app/site-pages'
import { cachedAnswer } from './edge-answers'
import { expect, pageAddress, test } from './fixtures'

/**
 * Every page as the Worker serves it, against React Router's real output: the CSP allows exactly the
 * page's inline scripts, by hash (never a nonce, so a cached page holds nothing per visitor), and only
 * the pages the route manifest marks with `scripts` load any script.
 */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=|application\/(?:ld\+)?json/.test(match.groups?.attrs ?? ''))
    .map((match) => match.groups?.body ?? '')

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

/** The CSP's script-src sources. */
const scriptSources = (csp: string) =>
  csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? []

for (const page of SITE_PAGES.filter((entry) => entry.id !== 'sitemap')) {
  const address = pageAddress(page)
  test(`${address}: the CSP allows each inline script by hash, and only pages that need React load it`, async ({
    request,
  }) => {
    const response = await request.get(address)
    const html = await response.text()
    const csp = response.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('nonce-')
    expect(html).not.toContain('nonce=')
    const scripts = inlineScripts(html)
    for (const body of scripts) expect(csp).toContain(sha256(body))
    if (page.scripts) {
      expect(html).toContain('<script type="module"')
    } else {
      expect(scripts).toEqual([])
      expect(html).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/)
    }
  })
}

test('two visitors of one cached page get the same answer, with nothing per visitor in it', async ({
  playwright,
}) => {
  const answers = []
  for (const visitor of ['first', 'second']) {
    const context = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const response = await context.get(`/projects?utm_source=${visitor}`)
    answers.push({ csp: response.headers()['content-security-policy'], html: await response.text() })
    await context.dispose()
  }
  expect(answers[1]).toEqual(answers[0])
  expect(answers[0]?.html).not.toContain('utm_source')
})

test('a page read from the edge cache holds no nonce: its CSP allows its inline scripts by hash', async ({
  request,
}) => {
  for (const visitor of ['first', 'second']) {
    const address = `/projects?utm_source=${visitor}`
    // The second reader gets the first one's answer, as kept (once its write, after the answer, is done).
    const response = visitor === 'second' ? await cachedAnswer(request, address) : await request.get(address)
    const html = await response.text()
    const csp = response.headers()['content-security-policy'] ?? ''
    expect(csp, visitor).not.toMatch(/nonce/i)
    expect(html, visitor).not.toMatch(/nonce/i)
    const scripts = inlineScripts(html)
    expect(scripts.length, visitor).toBeGreaterThan(0)
    for (const body of scripts) expect(scriptSources(csp), visitor).toContain(sha256(body))
  }
})
