import { createHash } from 'node:crypto'
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseSiteEnv, type RawEnv } from '../app/env'
import { contentSecurityPolicy, SECURITY_HEADERS } from '../app/lib/security-headers'
import { NOT_FOUND_PATH, PRERENDERED_PATHS } from '../app/public-paths'

/**
 * The build step after React Router has prerendered the static pages: it writes the files the asset
 * server needs beside them (404.html, robots.txt, and `_headers` with a CSP allowing exactly the
 * prerendered pages' inline scripts). It reads the pages and never changes them.
 */

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

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`
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
export async function writeStaticFiles(clientDir: string, rawEnv: RawEnv): Promise<void> {
  const env = parseSiteEnv(rawEnv)
  // The not-found page is prerendered at /404; Workers assets serve /404.html for unknown paths.
  await copyFile(path.join(clientDir, NOT_FOUND_PATH, 'index.html'), path.join(clientDir, '404.html'))
  await rm(path.join(clientDir, NOT_FOUND_PATH), { recursive: true, force: true })

  const pages = [
    path.join(clientDir, '404.html'),
    ...PRERENDERED_PATHS.map((page) => path.join(clientDir, page.path, 'index.html')),
  ]
  const hashes = new Set<string>()
  for (const page of pages) {
    for (const hash of inlineScriptHashes(await readFile(page, 'utf8'))) hashes.add(hash)
  }
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(env.siteUrl))
  await writeFile(path.join(clientDir, '_headers'), headersFile(contentSecurityPolicy(env, [...hashes])))
}
