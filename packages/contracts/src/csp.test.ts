import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, STRICT_CSP } from './csp'

describe('the shared CSP builder', () => {
  it('starts every app from its own origin only: no plugins, no <base>, never framed', () => {
    expect(buildContentSecurityPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it("puts an app's sources in place of the strict ones, each once, and adds its own directives last", () => {
    const policy = buildContentSecurityPolicy({
      'script-src': ["'self'", "'sha256-abc='", "'self'"],
      'img-src': ["'self'", 'data:', 'https://api.example'],
      'worker-src': ["'self'", 'blob:'],
    })
    expect(policy).toContain("script-src 'self' 'sha256-abc=';")
    expect(policy).toContain("img-src 'self' data: https://api.example;")
    expect(policy.endsWith("frame-ancestors 'none'; worker-src 'self' blob:")).toBe(true)
    expect(policy.split('; ')).toHaveLength(Object.keys(STRICT_CSP).length + 1)
  })
})
