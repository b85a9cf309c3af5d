import { describe, expect, it } from 'vitest'
import { parseSiteEnv } from '../app/env'
import { DEFERRED_HYDRATION_LOADER, deferredModuleBlock } from '../app/lib/deferred-hydration'
import { contentSecurityPolicy } from '../app/lib/security-headers'
import {
  deferHydration,
  headersFile,
  inlineScriptHashes,
  inlineStylesheets,
  robotsTxt,
  scriptHash,
} from './static-extras'

describe('static extras', () => {
  it('points robots at the sitemap the Worker renders, under the canonical origin', () => {
    expect(robotsTxt('https://studio.example')).toContain('Sitemap: https://studio.example/sitemap.xml')
  })

  it('allows the API origin and, only when configured, the analytics beacon', () => {
    const plain = contentSecurityPolicy(parseSiteEnv({ VITE_API_URL: 'https://api.studio.example/' }), [])
    expect(plain).toContain("connect-src 'self' https://api.studio.example")
    expect(plain).not.toContain('cloudflareinsights')

    const withAnalytics = contentSecurityPolicy(parseSiteEnv({ VITE_CF_ANALYTICS_TOKEN: 'abc' }), [])
    expect(withAnalytics).toContain("script-src 'self' https://static.cloudflareinsights.com")
    expect(withAnalytics).toContain('https://cloudflareinsights.com')
  })

  it('hashes inline scripts but not external ones or JSON-LD', () => {
    const hashes = inlineScriptHashes(
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>',
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

  it('inlines stylesheets so they no longer block the first paint', () => {
    const html = inlineStylesheets(
      '<html><head><link rel="stylesheet" href="/assets/a.css"/></head><body></body></html>',
      (href) => `/* ${href} */ body{color:red}`,
    )
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css" media="print"/>')
    expect(html).toContain('<style>/* /assets/a.css */ body{color:red}</style></head>')
  })

  it('defers hydration: no module script or modulepreload left, the loader and its data in their place', () => {
    const moduleBody = 'import "/assets/manifest.js";\nimport("/assets/entry.client.js");'
    const page = `<html><head><link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.client.js"/></head><body><script>window.__ctx = {}</script><script type="module" async="">${moduleBody}</script></body></html>`
    const deferred = deferHydration(page, 'paint')
    expect(deferred.moduleBody).toBe(moduleBody)
    expect(deferred.html).not.toContain('<link rel="modulepreload"')
    expect(deferred.html).not.toContain('<script type="module"')
    expect(deferred.html).toContain(
      deferredModuleBlock({
        start: 'paint',
        preload: ['/assets/manifest.js', '/assets/entry.client.js'],
        module: moduleBody,
      }),
    )
    expect(deferred.html).toContain(`<script>${DEFERRED_HYDRATION_LOADER}</script>`)
    expect(deferred.html).toContain('<script>window.__ctx = {}</script>')
    // The JSON block is data, so only the context script and the loader are hashed as inline scripts.
    expect(inlineScriptHashes(deferred.html)).toEqual([
      scriptHash('window.__ctx = {}'),
      scriptHash(DEFERRED_HYDRATION_LOADER),
    ])
    expect(() => deferHydration('<html><body></body></html>', 'interaction')).toThrow(
      /one React Router module script/,
    )
  })

  it('rejects a malformed API URL', () => {
    expect(() => parseSiteEnv({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/)
  })
})
