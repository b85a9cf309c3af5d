import { contentSecurityPolicy, headersFile, parseHeadersFile, securityHeaders } from './security-headers'

describe('admin security headers', () => {
  it('limits the CSP to self and the API origin, and forbids framing', () => {
    const csp = contentSecurityPolicy('https://api.example.com/', 'https://media.example.com/covers')
    expect(csp).toContain("default-src 'self';")
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
    expect(csp).toContain("connect-src 'self' https://api.example.com;")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it('lets images come from the API, the media origin and any https address (typed cover URLs)', () => {
    const csp = contentSecurityPolicy('http://localhost:8798', 'https://media.example.com/covers')
    expect(csp).toContain(
      "img-src 'self' data: blob: http://localhost:8798 https://media.example.com https:;",
    )
    // Only images are widened: plain http elsewhere stays blocked, and nothing else accepts https:.
    expect(csp.match(/https:(?!\/\/)/g)).toHaveLength(1)
    expect(csp).not.toContain('http:;')
  })

  it('writes a _headers file for every path with frames denied and immutable assets', () => {
    const file = headersFile('http://localhost:8798')
    expect(file.startsWith('/*\n')).toBe(true)
    expect(file).toContain('  X-Frame-Options: DENY')
    expect(file).toContain("connect-src 'self' http://localhost:8798")
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
  })

  it('reads back the every-path block of the file it writes', () => {
    expect(parseHeadersFile(headersFile('https://api.example.com'))).toEqual(
      securityHeaders('https://api.example.com'),
    )
  })
})
