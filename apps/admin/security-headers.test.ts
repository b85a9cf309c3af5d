import { buildContentSecurityPolicy, STRICT_CSP } from '@studio/contracts/csp'
import {
  headersFile,
  panelCspSources,
  parseHeadersFile,
  securityHeaders,
  securityHeadersPlugin,
} from './security-headers'

/** The panel's policy as its build writes it: the studio's strict one with the panel's sources. */
const policy = (apiUrl: string, mediaUrl?: string) =>
  buildContentSecurityPolicy(panelCspSources(apiUrl, mediaUrl))

describe('admin security headers', () => {
  it('limits the CSP to self and the API origin, and forbids framing', () => {
    const csp = policy('https://api.example.com/', 'https://media.example.com/covers')
    expect(csp).toContain("default-src 'self';")
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
    expect(csp).toContain("connect-src 'self' https://api.example.com;")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it("is the studio's strict policy with the panel's own sources: no plugins, no <base>, forms to itself", () => {
    const directives = policy('https://api.example.com').split('; ')
    for (const name of Object.keys(STRICT_CSP))
      expect(
        directives.filter((directive) => directive.startsWith(`${name} `)),
        name,
      ).toHaveLength(1)
    expect(directives).toContain("object-src 'none'")
    expect(directives).toContain("base-uri 'none'")
    expect(directives).toContain("form-action 'self'")
    expect(directives).toContain("worker-src 'self' blob:")
  })

  it('lets images come from the API, the media origin and any https address (typed cover URLs)', () => {
    const csp = policy('http://localhost:8798', 'https://media.example.com/covers')
    expect(csp).toContain(
      "img-src 'self' data: blob: http://localhost:8798 https://media.example.com https:;",
    )
    // Only images are widened: plain http elsewhere stays blocked, and nothing else accepts https:.
    expect(csp.match(/https:(?!\/\/)/g)).toHaveLength(1)
    expect(csp).not.toContain('http:;')
  })

  it('writes a _headers file for every path with frames denied and immutable assets', () => {
    const file = headersFile(policy('http://localhost:8798'))
    expect(file.startsWith('/*\n')).toBe(true)
    expect(file).toContain('  X-Frame-Options: DENY')
    expect(file).toContain("connect-src 'self' http://localhost:8798")
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
  })

  it('reads back the every-path block of the file it writes', () => {
    const csp = policy('https://api.example.com')
    expect(parseHeadersFile(headersFile(csp))).toEqual(securityHeaders(csp))
  })

  it('builds the policy through the shared builder when the Vite config makes the plugin', async () => {
    const plugin = await securityHeadersPlugin('https://api.example.com')
    const emitted: Array<{ fileName?: string; source?: unknown }> = []
    const generate = plugin.generateBundle as unknown as (this: { emitFile: (file: object) => void }) => void
    generate.call({ emitFile: (file) => void emitted.push(file) })
    expect(emitted).toEqual([
      { type: 'asset', fileName: '_headers', source: headersFile(policy('https://api.example.com')) },
    ])
  })
})
