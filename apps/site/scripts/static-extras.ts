import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseSiteEnv, type RawEnv, type SiteEnv } from '../app/env'
import {
  DEFERRED_HYDRATION_LOADER,
  deferredModuleBlock,
  type HydrationStart,
} from '../app/lib/deferred-hydration'
import { NOT_FOUND_PATH, PUBLIC_PATHS } from '../app/public-paths'

/** The Cloudflare Web Analytics beacon: its script host and the host it reports to. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://static.cloudflareinsights.com'
export const ANALYTICS_REPORT_ORIGIN = 'https://cloudflareinsights.com'

export function sitemapXml(siteUrl: string, lastModified: string): string {
  const urls = PUBLIC_PATHS.map(
    (page) =>
      `  <url><loc>${siteUrl}${page.path}</loc><lastmod>${lastModified}</lastmod><priority>${page.priority}</priority></url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

/** sha256 sources for every inline executable script, so the CSP needs no 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const attrs = match.groups?.attrs ?? ''
    const body = match.groups?.body ?? ''
    if (/\ssrc=/.test(attrs) || /type="application\/(?:ld\+)?json"/.test(attrs) || !body) continue
    hashes.push(scriptHash(body))
  }
  return hashes
}

/**
 * Inlines the page's stylesheets so the first paint needs only the HTML. The original links stay
 * (as `media="print"`, so they no longer block rendering) because React hydrates the head and
 * React Router manages them on client-side navigation.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  const styles: string[] = []
  const withLinks = html.replace(
    /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g,
    (_match, href: string) => {
      styles.push(readCss(href))
      return `<link rel="stylesheet" href="${href}" media="print"/>`
    },
  )
  if (styles.length === 0) return html
  return withLinks.replace(
    '</head>',
    `<style>${styles.join('\n').replaceAll('</style', '<\\/style')}</style></head>`,
  )
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`
}

/**
 * Hands a page's hydration to the loader (see app/lib/deferred-hydration): React Router's inline
 * module script and its modulepreload links become a JSON data block plus the loader, so no script
 * is fetched before the first paint (or, for content pages, before the first interaction). Returns
 * the new HTML and the module script text, which the loader inserts later and the CSP must
 * therefore allow.
 */
export function deferHydration(html: string, start: HydrationStart): { html: string; moduleBody: string } {
  const modules = [...html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)]
  const moduleScript = modules[0]
  if (modules.length !== 1 || !moduleScript) {
    throw new Error(`deferHydration expects one React Router module script, found ${modules.length}`)
  }
  const moduleBody = moduleScript[1] ?? ''
  const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g
  const preload = [...html.matchAll(preloadLink)].map((match) => match[1] ?? '')
  const deferred = html
    .replace(
      moduleScript[0],
      () =>
        `${deferredModuleBlock({ start, preload, module: moduleBody })}<script>${DEFERRED_HYDRATION_LOADER}</script>`,
    )
    .replace(preloadLink, '')
  return { html: deferred, moduleBody }
}

/**
 * The inline script that replaces a list's fetch preload: it requests the list as the HTML is
 * parsed (with the client's own headers, so the app's request is answered from the HTTP cache the
 * API's Cache-Control allows) and preloads the first covers at high priority, so the largest
 * paint does not wait for the scripts to discover them.
 */
export function earlyCoversScript(listUrl: string, covers: number): string {
  return `fetch(${JSON.stringify(listUrl)},{headers:{accept:"application/json"}}).then(function(r){return r.ok?r.json():[]}).then(function(items){(Array.isArray(items)?items:[]).slice(0,${covers}).forEach(function(item){if(!item||typeof item.cover_url!=="string"||!item.cover_url)return;var l=document.createElement("link");l.rel="preload";l.setAttribute("as","image");l.setAttribute("fetchpriority","high");l.href=item.cover_url;document.head.appendChild(l)})}).catch(function(){})`
}

/** Swaps a page's `<link rel="preload" as="fetch">` of the given list for earlyCoversScript. */
export function startListEarly(html: string, listPath: string, covers: number): string {
  const preload = new RegExp(
    `<link rel="preload" as="fetch" href="([^"]+${listPath})" crossorigin="anonymous"/>`,
  )
  const match = html.match(preload)
  if (!match?.[1]) throw new Error(`startListEarly: no fetch preload of ${listPath} in the page`)
  return html.replace(match[0], () => `<script>${earlyCoversScript(match[1] ?? '', covers)}</script>`)
}

export function contentSecurityPolicy(env: SiteEnv, scriptHashes: string[]): string {
  const analytics = env.analyticsToken !== null
  const scriptSrc = ["'self'", ...scriptHashes, ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])]
  const connectSrc = ["'self'", new URL(env.apiUrl).origin, ...(analytics ? [ANALYTICS_REPORT_ORIGIN] : [])]
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scriptSrc)].join(' ')}`,
    // React sets style attributes (card stack offsets, FAQ heights); no style elements are injected.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https: ${new URL(env.apiUrl).origin}`,
    "font-src 'self'",
    `connect-src ${[...new Set(connectSrc)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

export function headersFile(csp: string): string {
  return `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()
  Cross-Origin-Opener-Policy: same-origin
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  X-Frame-Options: DENY

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/favicon.svg
  Cache-Control: public, max-age=86400
`
}

/** Writes 404.html, sitemap.xml, robots.txt and _headers into the published client folder. */
export async function writeStaticExtras(clientDir: string, rawEnv: RawEnv): Promise<void> {
  const env = parseSiteEnv(rawEnv)
  // The not-found page is prerendered at /404; Workers assets serve /404.html for unknown paths.
  await copyFile(path.join(clientDir, '404', 'index.html'), path.join(clientDir, '404.html'))
  await rm(path.join(clientDir, '404'), { recursive: true, force: true })
  // Every route is prerendered, so the SPA fallback page is never served.
  await rm(path.join(clientDir, '__spa-fallback.html'), { force: true })

  const hashes = new Set<string>()
  const cssCache = new Map<string, string>()
  const readCss = (href: string) => {
    if (!cssCache.has(href)) cssCache.set(href, readFileSync(path.join(clientDir, href), 'utf8'))
    return cssCache.get(href) ?? ''
  }
  const pages = new Map<string, HydrationStart>([
    [path.join(clientDir, '404.html'), NOT_FOUND_PATH.hydrate],
    ...PUBLIC_PATHS.map((page) => [path.join(clientDir, page.path, 'index.html'), page.hydrate] as const),
  ])
  for (const [file, start] of pages) {
    const deferred = deferHydration(inlineStylesheets(await readFile(file, 'utf8'), readCss), start)
    let html = deferred.html
    hashes.add(scriptHash(deferred.moduleBody))
    // The first All Work cover is the largest paint (the first row's covers are all the same size).
    if (file === path.join(clientDir, 'all-work', 'index.html'))
      html = startListEarly(html, '/public/all-work', 1)
    await writeFile(file, html)
    for (const hash of inlineScriptHashes(html)) hashes.add(hash)
  }
  const today = new Date().toISOString().slice(0, 10)
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(env.siteUrl, today))
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(env.siteUrl))
  await writeFile(path.join(clientDir, '_headers'), headersFile(contentSecurityPolicy(env, [...hashes])))
}
