import { createHash } from 'node:crypto'
import { PRERENDERED_PATHS } from '../app/public-paths'
import { expect, test } from './fixtures'

/**
 * The build step after prerendering (scripts/static-files.ts) against React Router's real output:
 * the pages are served as React Router wrote them, and the CSP in `_headers` allows exactly their
 * inline scripts. Content pages carry none at all: no script is fetched or run there.
 */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=|application\/(?:ld\+)?json/.test(match.groups?.attrs ?? ''))
    .map((match) => match.groups?.body ?? '')

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

const LOADS_REACT = new Set<string>(['/contact'])

for (const { path } of [...PRERENDERED_PATHS, { path: '/no-such-page' }]) {
  test(`${path}: the CSP allows each inline script React Router wrote, and only pages that need React load it`, async ({
    request,
  }) => {
    const response = await request.get(path)
    const html = await response.text()
    const csp = response.headers()['content-security-policy'] ?? ''
    const scripts = inlineScripts(html)
    for (const body of scripts) expect(csp).toContain(sha256(body))
    if (LOADS_REACT.has(path)) {
      expect(html).toContain('<script type="module"')
    } else {
      expect(scripts).toEqual([])
      expect(html).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/)
    }
  })
}
