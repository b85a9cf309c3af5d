import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSiteEnv } from '../app/env'
import { contentSecurityPolicy, inlineScriptHashes, scriptHash } from '../app/lib/security-headers'
import { headersFile, robotsTxt, writeStaticFiles } from './static-files'

describe('static files', () => {
  it('points robots at the sitemap the Worker renders, under the canonical origin', () => {
    expect(robotsTxt('https://studio.example')).toContain('Sitemap: https://studio.example/sitemap.xml')
  })

  it('loads covers from the API origin but never calls it, and allows the analytics beacon only when configured', () => {
    const plain = contentSecurityPolicy(parseSiteEnv({ VITE_API_URL: 'https://api.studio.example/' }), [])
    expect(plain).toContain("connect-src 'self';")
    // Images: the site's own files, the services' illustrations (data: URLs inside the page) and the
    // covers of the API's media store; no other host, so no picture of the copy tracks a reader.
    expect(plain).toContain("img-src 'self' data: https://api.studio.example;")
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

  it('writes robots.txt and a CSP that allows every prerendered page its inline scripts', async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'static-files-'))
    const pages = ['/', '/privacy']
    for (const [index, page] of pages.entries()) {
      await mkdir(path.join(clientDir, page), { recursive: true })
      const html = `<html><body><h1>${page}</h1><script>window.page = ${index}</script></body></html>`
      await writeFile(path.join(clientDir, page, 'index.html'), html)
    }
    await writeStaticFiles(clientDir, { VITE_SITE_URL: 'https://studio.example' }, pages)

    expect(await readFile(path.join(clientDir, 'robots.txt'), 'utf8')).toContain(
      'https://studio.example/sitemap.xml',
    )
    const headers = await readFile(path.join(clientDir, '_headers'), 'utf8')
    for (const index of pages.keys()) expect(headers).toContain(await scriptHash(`window.page = ${index}`))
    // The pages themselves are left as React Router wrote them.
    expect(await readFile(path.join(clientDir, 'index.html'), 'utf8')).toBe(
      '<html><body><h1>/</h1><script>window.page = 0</script></body></html>',
    )
    await rm(clientDir, { recursive: true })
  })

  it('rejects a malformed API URL', () => {
    expect(() => parseSiteEnv({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/)
  })
})
