import { describe, expect, it } from 'vitest'
import { isEmailAllowlisted } from './signup-allowlist'

describe('signup allowlist', () => {
  const allowlist = ['ana@studio.dev', '@partner.io']

  it('admits listed emails and whole listed domains, ignoring case', () => {
    expect(isEmailAllowlisted('ana@studio.dev', allowlist)).toBe(true)
    expect(isEmailAllowlisted('ANA@Studio.dev', allowlist)).toBe(true)
    expect(isEmailAllowlisted('bo@partner.io', allowlist)).toBe(true)
  })

  it('does not admit look-alike domains, subdomains or other people at a listed email domain', () => {
    expect(isEmailAllowlisted('bo@studio.dev', allowlist)).toBe(false)
    expect(isEmailAllowlisted('bo@evil-partner.io', allowlist)).toBe(false)
    expect(isEmailAllowlisted('bo@sub.partner.io', allowlist)).toBe(false)
    expect(isEmailAllowlisted('bo@partner.io.evil.com', allowlist)).toBe(false)
    expect(isEmailAllowlisted('anything@x.y', [])).toBe(false)
    expect(isEmailAllowlisted('anything@x.y', ['', '  '])).toBe(false)
  })
})
