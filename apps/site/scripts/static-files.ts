import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseSiteEnv, type RawEnv } from '../app/env'
import { contentSecurityPolicy, SECURITY_HEADERS } from '../app/lib/security-headers'

/**
 * The build step after React Router's client build: it writes the files the asset server needs
 * beside the built files (robots.txt, and `_headers` with the security headers of every static file).
 * No page is a static file (the Worker renders them all, with their own CSP hashing their inline
 * scripts), so the static files' CSP allows no inline script.
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

/** Writes robots.txt and _headers into the published client folder. */
export async function writeStaticFiles(clientDir: string, rawEnv: RawEnv): Promise<void> {
  const env = parseSiteEnv(rawEnv)
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(env.siteUrl))
  await writeFile(path.join(clientDir, '_headers'), headersFile(contentSecurityPolicy(env, [])))
}
