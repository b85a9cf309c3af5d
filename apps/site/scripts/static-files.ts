import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseSiteEnv, type RawEnv } from '../app/env'
import { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS } from '../app/lib/security-headers'
import { PRERENDERED_PATHS } from '../app/site-pages'

/**
 * The build step after React Router has prerendered the static pages: it writes the files the asset
 * server needs beside them (robots.txt, and `_headers` with a CSP allowing exactly the prerendered
 * pages' inline scripts). It reads the pages and never changes them.
 */

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${siteUrl}/sitemap.xml\n`
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

/**
 * Writes robots.txt and _headers into the published client folder. `pages` are the prerendered
 * paths (none today: the Worker renders every page and sets its own CSP), whose inline scripts the
 * static files' CSP allows.
 */
export async function writeStaticFiles(
  clientDir: string,
  rawEnv: RawEnv,
  pages: readonly string[] = PRERENDERED_PATHS,
): Promise<void> {
  const env = parseSiteEnv(rawEnv)
  const hashes = new Set<string>()
  for (const page of pages) {
    const html = await readFile(path.join(clientDir, page, 'index.html'), 'utf8')
    for (const hash of await inlineScriptHashes(html)) hashes.add(hash)
  }
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(env.siteUrl))
  await writeFile(path.join(clientDir, '_headers'), headersFile(contentSecurityPolicy(env, [...hashes])))
}
