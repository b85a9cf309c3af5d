import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Nothing the site's Worker runs fetches an address that came from content (a cover, a link of the
 * copy): every request it makes goes through the configured API client (lib/server-api.ts: the
 * service binding, or the API URL of the build) or reads a media file from that same API
 * (workers/media.ts). A new fetch anywhere else fails here; e2e/no-content-fetch.writes.spec.ts proves the
 * same of the built Worker with every page rendered over content pointing at a trap server.
 */

const SITE = path.resolve(import.meta.dirname, '..')

/** Every source file the Worker or the pages are built from (tests and test helpers aside). */
function sources(dir: string): string[] {
  return readdirSync(path.join(SITE, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(SITE, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('test-support'))
}

/** The code of a file without its comments (which may say "fetch" freely). */
const code = (file: string) =>
  readFileSync(path.join(SITE, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

/** The only ways `fetch` may be written, per file: types, the binding's call, the Worker's own entry. */
const ALLOWED: Record<string, RegExp> = {
  // The transport to the configured API: the binding, or HTTP at the build's API URL.
  [path.join('app', 'lib', 'server-api.ts')]:
    /\{ fetch: typeof fetch \}|\bbinding\.fetch\(|\{ origin: siteConfig\.apiUrl, send: \(request\) => fetch\(request\) \}/g,
  [path.join('workers', 'app.ts')]: /^\s*async fetch\(/g,
  // The media route reads the configured API's /media/<key>, a key checked by isMediaKey.
  [path.join('workers', 'media.ts')]:
    /\bbinding\.fetch\(`\$\{SERVICE_ORIGIN\}|\bfetch\(`\$\{base\}\$\{MEDIA_PATH\}/g,
}

/** Other ways to reach a server: none belongs in the site's code. */
const OTHER_CLIENTS = /\b(?:XMLHttpRequest|WebSocket|EventSource|sendBeacon|cloudflare:sockets)\b/

describe("the site's own requests", () => {
  const files = [...sources('app'), ...sources('workers')]

  it('finds the sources it checks', () => {
    expect(files).toContain(path.join('app', 'lib', 'server-api.ts'))
    expect(files).toContain(path.join('workers', 'app.ts'))
    expect(files.length).toBeGreaterThan(40)
  })

  it('fetches only through the configured API client', () => {
    const found: string[] = []
    for (const file of files) {
      const text = code(file)
      text.split('\n').forEach((line, index) => {
        const rest = ALLOWED[file] ? line.replace(ALLOWED[file], '') : line
        if (/\bfetch\b/.test(rest)) found.push(`${file}:${index + 1}: ${line.trim()}`)
      })
      if (OTHER_CLIENTS.test(text)) found.push(`${file}: ${text.match(OTHER_CLIENTS)?.[0]}`)
    }
    expect(found).toEqual([])
  })
})
