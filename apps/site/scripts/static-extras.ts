import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseSiteEnv, type RawEnv } from '../app/env'
import {
  DEFERRED_HYDRATION_LOADER,
  deferredModuleBlock,
  type HydrationStart,
} from '../app/lib/deferred-hydration'
import { contentSecurityPolicy, SECURITY_HEADERS } from '../app/lib/security-headers'
import { NOT_FOUND_PATH, PRERENDERED_PATHS } from '../app/public-paths'

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

export function headersFile(csp: string): string {
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}\n`)
  return `/*
  Content-Security-Policy: ${csp}
${security.join('')}
/assets/*
  Cache-Control: public, max-age=31536000, immutable

/favicon.svg
  Cache-Control: public, max-age=86400
`
}

/** Writes 404.html, robots.txt and _headers into the published client folder. */
export async function writeStaticExtras(clientDir: string, rawEnv: RawEnv): Promise<void> {
  const env = parseSiteEnv(rawEnv)
  // The not-found page is prerendered at /404; Workers assets serve /404.html for unknown paths.
  await copyFile(path.join(clientDir, '404', 'index.html'), path.join(clientDir, '404.html'))
  await rm(path.join(clientDir, '404'), { recursive: true, force: true })

  const hashes = new Set<string>()
  const cssCache = new Map<string, string>()
  const readCss = (href: string) => {
    if (!cssCache.has(href)) cssCache.set(href, readFileSync(path.join(clientDir, href), 'utf8'))
    return cssCache.get(href) ?? ''
  }
  const pages = new Map<string, HydrationStart>([
    [path.join(clientDir, '404.html'), NOT_FOUND_PATH.hydrate],
    ...PRERENDERED_PATHS.map(
      (page) => [path.join(clientDir, page.path, 'index.html'), page.hydrate] as const,
    ),
  ])
  for (const [file, start] of pages) {
    const deferred = deferHydration(inlineStylesheets(await readFile(file, 'utf8'), readCss), start)
    const html = deferred.html
    hashes.add(scriptHash(deferred.moduleBody))
    await writeFile(file, html)
    for (const hash of inlineScriptHashes(html)) hashes.add(hash)
  }
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(env.siteUrl))
  await writeFile(path.join(clientDir, '_headers'), headersFile(contentSecurityPolicy(env, [...hashes])))
}
