import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Strict security headers for the admin panel, derived from the API address the bundle is built
 * for: scripts and styles only from the panel itself, network calls only to itself and the API;
 * the panel may never be framed. Images may come from any https address as well as the API and media
 * origins: a cover URL typed by an admin may point anywhere (the public site shows it), and the panel
 * must preview it too. An image cannot run code, so this widens nothing else.
 */
export function originOf(url: string): string {
  return new URL(url).origin
}

export function contentSecurityPolicy(apiUrl: string, mediaUrl?: string): string {
  const api = originOf(apiUrl)
  const media = mediaUrl ? originOf(mediaUrl) : api
  const images = [...new Set(["'self'", 'data:', 'blob:', api, media, 'https:'])].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${images}`,
    "font-src 'self'",
    `connect-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ')
}

export function securityHeaders(apiUrl: string, mediaUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiUrl, mediaUrl),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Robots-Tag': 'noindex, nofollow',
  }
}

/** The Cloudflare `_headers` file: security headers everywhere, long caching for hashed assets. */
export function headersFile(apiUrl: string, mediaUrl?: string): string {
  const lines = Object.entries(securityHeaders(apiUrl, mediaUrl)).map(
    ([name, value]) => `  ${name}: ${value}`,
  )
  return [
    '/*',
    ...lines,
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    '/index.html',
    '  Cache-Control: no-cache',
    '',
  ].join('\n')
}

/** The headers of the `/*` block of a `_headers` file (what Cloudflare sends on every path). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let inAllPaths = false
  for (const line of text.split('\n')) {
    if (!line.startsWith(' ')) {
      inAllPaths = line.trim() === '/*'
      continue
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line)
    if (inAllPaths && match?.[1] && match[2] !== undefined) headers[match[1]] = match[2]
  }
  return headers
}

/**
 * Writes `_headers` into the build output, and makes `vite preview` send the headers of the build
 * it serves (read back from that `_headers`), so local runs and e2e see exactly what deploys.
 */
export function securityHeadersPlugin(apiUrl: string, mediaUrl?: string): Plugin {
  let outDir = 'dist'
  return {
    name: 'studio-admin-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(apiUrl, mediaUrl) })
    },
    configurePreviewServer(server) {
      const file = join(outDir, '_headers')
      const headers = existsSync(file)
        ? parseHeadersFile(readFileSync(file, 'utf8'))
        : securityHeaders(apiUrl, mediaUrl)
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) {
          // Plain http on localhost: HSTS would only confuse the browser.
          if (name !== 'Strict-Transport-Security') response.setHeader(name, value)
        }
        next()
      })
    },
  }
}
