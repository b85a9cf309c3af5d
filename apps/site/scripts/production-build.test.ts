import { isProductionBuild, publicAddressesLine } from '../../../scripts/check-build-env.mjs'

/**
 * The rule every production build of the site and the admin applies (their vite.config.ts), here
 * without a build; scripts/check-build.mjs (CI) runs the builds themselves.
 */
describe('a production build and its public addresses', () => {
  it('is the build the deploy scripts run (CLOUDFLARE_ENV=production)', () => {
    expect(isProductionBuild({ CLOUDFLARE_ENV: 'production' })).toBe(true)
    expect(isProductionBuild({})).toBe(false)
    expect(isProductionBuild({ CLOUDFLARE_ENV: 'staging' })).toBe(false)
  })

  it('accepts public https addresses', () => {
    expect(
      publicAddressesLine('site', {
        VITE_API_URL: 'https://api.studio.example',
        VITE_SITE_URL: 'https://studio.example/',
      }),
    ).toBeNull()
  })

  it('refuses in one line, naming each missing, plain-http or local address', () => {
    const line = publicAddressesLine('site', {
      VITE_API_URL: 'http://localhost:8787',
      VITE_SITE_URL: undefined,
    })
    expect(line).toBe(
      'Production build of the site refused: VITE_API_URL is http://localhost:8787, not https://; VITE_SITE_URL is not set (set each to the public https:// address, e.g. VITE_API_URL=https://api.studio.example).',
    )
    expect(line).not.toContain('\n')
    for (const local of [
      'https://localhost',
      'https://127.0.0.1:8787',
      'https://studio.localhost',
      'https://[::1]:5173',
      'https://0.0.0.0',
    ]) {
      expect(publicAddressesLine('site', { VITE_SITE_URL: local })).toContain('a local address')
    }
    expect(publicAddressesLine('site', { VITE_SITE_URL: ' ' })).toContain('VITE_SITE_URL is not set')
    expect(publicAddressesLine('site', { VITE_SITE_URL: 'studio.example' })).toContain('not an address')
  })

  it('lets an optional address be left out, but not be local when set', () => {
    expect(
      publicAddressesLine('admin', { VITE_API_URL: 'https://api.studio.example', VITE_MEDIA_URL: '' }, [
        'VITE_MEDIA_URL',
      ]),
    ).toBeNull()
    expect(
      publicAddressesLine(
        'admin',
        { VITE_API_URL: 'https://api.studio.example', VITE_MEDIA_URL: 'http://127.0.0.1:9000' },
        ['VITE_MEDIA_URL'],
      ),
    ).toContain('VITE_MEDIA_URL is http://127.0.0.1:9000, not https://')
  })
})
