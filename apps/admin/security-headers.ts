import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { CspSources } from '@studio/contracts/csp'
import { type Plugin, runnerImport } from 'vite'

/**
 * Strict security headers for the admin panel, derived from the API address the bundle is built
 * for: the studio's strict CSP (`@studio/contracts/csp`: scripts and styles only from the panel
 * itself, never framed) with the panel's own sources: network calls to the API, and images from the
 * API and media origins and any https address: a cover URL typed by an admin may point anywhere, and
 * the panel must preview it too. An image cannot run code, so this widens nothing else.
 */
export function originOf(url: string): string {
  return new URL(url).origin
}

/** The panel's sources, which the shared builder puts in place of the strict policy's. */
export function panelCspSources(apiUrl: string, mediaUrl?: string): CspSources {
  const api = originOf(apiUrl)
  const media = mediaUrl ? originOf(mediaUrl) : api
  return {
    'img-src': ["'self'", 'data:', 'blob:', api, media, 'https:'],
    'connect-src': ["'self'", api],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
}

/** Every header of every path, `csp` the built policy. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
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
export function headersFile(csp: string): string {
  const lines = Object.entries(securityHeaders(csp)).map(([name, value]) => `  ${name}: ${value}`)
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
 * it serves (read back from that `_headers`), so local runs and e2e see exactly what deploys. The
 * shared CSP builder is TypeScript of the contracts, which Node cannot load while it reads the
 * panel's Vite config: it comes through Vite's module runner (as the config's own settings do).
 */
export async function securityHeadersPlugin(apiUrl: string, mediaUrl?: string): Promise<Plugin> {
  const { module } = await runnerImport<typeof import('@studio/contracts/csp')>('@studio/contracts/csp')
  const csp = module.buildContentSecurityPolicy(panelCspSources(apiUrl, mediaUrl))
  let outDir = 'dist'
  return {
    name: 'studio-admin-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(csp) })
    },
    configurePreviewServer(server) {
      const file = join(outDir, '_headers')
      const headers = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : securityHeaders(csp)
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
