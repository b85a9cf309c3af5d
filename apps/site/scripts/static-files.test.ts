import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSiteEnv } from '../app/env'
import { contentSecurityPolicy, inlineScriptHashes } from '../app/lib/security-headers'
import { headersFile, robotsTxt, writeStaticFiles } from './static-files'

describe('static files', () => {
  it('points robots at the sitemap the Worker renders, under the canonical origin', () => {
    expect(robotsTxt('https://studio.example')).toContain('Sitemap: https://studio.example/sitemap.xml')
  })

  it('loads images from the site alone and never calls the API, and allows the analytics beacon only when configured', () => {
    const plain = contentSecurityPolicy(parseSiteEnv({ VITE_API_URL: 'https://api.studio.example/' }), [])
    expect(plain).toContain("connect-src 'self';")
    // Images: the site's own files (covers come from its /media) and the data: URLs the site writes
    // (placeholders, the services' illustrations); no other host, not even the API's, so no picture
    // of the copy tracks a reader.
    expect(plain).toContain("img-src 'self' data:;")
    expect(plain).not.toContain('api.studio.example')
    expect(
      plain
        .split('; ')
        .find((directive) => directive.startsWith('img-src'))
        ?.split(' '),
    ).not.toContain('https:')
    expect(plain).not.toContain('cloudflareinsights')

    const withAnalytics = contentSecurityPolicy(parseSiteEnv({ VITE_CF_ANALYTICS_TOKEN: 'abc' }), [])
    expect(withAnalytics).toContain("script-src 'self' https://static.cloudflareinsights.com")
    expect(withAnalytics).toContain('https://cloudflareinsights.com')
  })

  it('hashes inline scripts (each once) but not external ones or JSON-LD', async () => {
    const hashes = await inlineScriptHashes(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>',
    )
    expect(hashes).toHaveLength(1)
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/)
  })

  it('caches hashed assets for a year, and sends every security header with the CSP', () => {
    const file = headersFile("default-src 'self'")
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/)
    expect(file).toContain(
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n",
    )
    expect(file).toContain('  X-Frame-Options: DENY\n')
  })

  it('writes robots.txt, and a CSP for the static files that allows no inline script (no page is one)', async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'static-files-'))
    await writeStaticFiles(clientDir, { VITE_SITE_URL: 'https://studio.example' })

    expect(await readFile(path.join(clientDir, 'robots.txt'), 'utf8')).toContain(
      'https://studio.example/sitemap.xml',
    )
    const headers = await readFile(path.join(clientDir, '_headers'), 'utf8')
    expect(headers).toMatch(/Content-Security-Policy: [^\n]*script-src 'self';/)
    expect(headers).not.toContain("'sha256-")
    await rm(clientDir, { recursive: true })
  })

  it('rejects a malformed API URL', () => {
    expect(() => parseSiteEnv({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/)
  })
})
