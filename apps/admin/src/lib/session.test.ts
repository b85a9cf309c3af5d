import { isReturnablePath, rememberPath, takeRememberedPath } from './session'

describe('remembered path', () => {
  it('returns the remembered admin page once, then falls back to /admin', () => {
    rememberPath('/admin/all-work?x=1')
    expect(takeRememberedPath()).toBe('/admin/all-work?x=1')
    expect(takeRememberedPath()).toBe('/admin')
  })

  it('never remembers pages outside the panel or the auth screens', () => {
    for (const path of [
      '//evil.example/admin',
      '/elsewhere',
      '/admin/login',
      '/admin/signup',
      'https://x.example/admin',
    ]) {
      expect(isReturnablePath(path)).toBe(false)
    }
    expect(isReturnablePath('/admin')).toBe(true)
    expect(isReturnablePath('/admin/messages')).toBe(true)
  })
})
