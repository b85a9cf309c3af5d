import { DEFAULT_SOCIAL_URLS, DEFAULT_STUDIO_NAME, DEFAULT_STUDIO_PHONE, parseSiteEnv } from './env'

describe('site env', () => {
  it('falls back to the local API and site, and the default studio facts, when unset or blank', () => {
    expect(parseSiteEnv({ VITE_API_URL: ' ', VITE_STUDIO_PHONE: '' })).toEqual({
      apiUrl: 'http://localhost:8787',
      siteUrl: 'http://localhost:5173',
      analyticsToken: null,
      phone: DEFAULT_STUDIO_PHONE,
      studioName: DEFAULT_STUDIO_NAME,
      socialUrls: {
        linkedin: DEFAULT_SOCIAL_URLS.linkedin.replace(/\/$/, ''),
        facebook: DEFAULT_SOCIAL_URLS.facebook.replace(/\/$/, ''),
        instagram: DEFAULT_SOCIAL_URLS.instagram.replace(/\/$/, ''),
      },
      messageRetentionDays: null,
    })
  })

  it('trims values and removes trailing slashes from URLs', () => {
    const env = parseSiteEnv({
      VITE_API_URL: ' https://api.studio.example// ',
      VITE_CF_ANALYTICS_TOKEN: ' abc ',
      VITE_STUDIO_NAME: ' Studio ',
    })
    expect(env).toMatchObject({
      apiUrl: 'https://api.studio.example',
      analyticsToken: 'abc',
      studioName: 'Studio',
    })
  })

  it('names every variable that is not an http(s) URL', () => {
    expect(() =>
      parseSiteEnv({ VITE_SITE_URL: 'ftp://studio.example', VITE_FACEBOOK_URL: 'facebook' }),
    ).toThrow(/VITE_SITE_URL: must be an http\(s\) URL\n {2}VITE_FACEBOOK_URL: must be an http\(s\) URL/)
  })
})
