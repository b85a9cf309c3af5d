// @vitest-environment node
import { parseSiteEnv } from './env'

describe('site env', () => {
  it('falls back to the local API and site when unset or blank', () => {
    expect(parseSiteEnv({ VITE_API_URL: ' ', VITE_SITE_URL: '' })).toEqual({
      apiUrl: 'http://localhost:8787',
      siteUrl: 'http://localhost:5173',
      analyticsToken: null,
      messageRetentionDays: null,
    })
  })

  it('trims values and removes trailing slashes from URLs', () => {
    const env = parseSiteEnv({
      VITE_API_URL: ' https://api.studio.example// ',
      VITE_CF_ANALYTICS_TOKEN: ' abc ',
    })
    expect(env).toMatchObject({ apiUrl: 'https://api.studio.example', analyticsToken: 'abc' })
  })

  it('names every variable that is not an http(s) URL', () => {
    expect(() => parseSiteEnv({ VITE_SITE_URL: 'ftp://studio.example', VITE_API_URL: 'api' })).toThrow(
      /VITE_API_URL: must be an http\(s\) URL\n {2}VITE_SITE_URL: must be an http\(s\) URL/,
    )
  })

  it('reads no studio facts: they live in the site copy', () => {
    const env = parseSiteEnv({ VITE_STUDIO_PHONE: '+1 555 0100', VITE_STUDIO_NAME: 'Other' })
    expect(Object.keys(env).sort()).toEqual(['analyticsToken', 'apiUrl', 'messageRetentionDays', 'siteUrl'])
  })
})
