import { parseAdminEnv } from './env'

describe('admin config', () => {
  it('defaults to the local API and the /sb-admin prefix', () => {
    expect(parseAdminEnv({})).toEqual({
      apiUrl: 'http://localhost:8787',
      adminApiPrefix: '/sb-admin',
      mediaUrl: null,
    })
    expect(parseAdminEnv({ VITE_API_URL: ' ', VITE_ADMIN_API_PREFIX: '', VITE_MEDIA_URL: ' ' })).toEqual({
      apiUrl: 'http://localhost:8787',
      adminApiPrefix: '/sb-admin',
      mediaUrl: null,
    })
  })

  it('removes trailing slashes', () => {
    expect(
      parseAdminEnv({
        VITE_API_URL: 'https://api.example.com/',
        VITE_ADMIN_API_PREFIX: '/panel-api/',
        VITE_MEDIA_URL: 'https://media.example.com/',
      }),
    ).toEqual({
      apiUrl: 'https://api.example.com',
      adminApiPrefix: '/panel-api',
      mediaUrl: 'https://media.example.com',
    })
  })

  it('rejects values that cannot be right, naming each bad variable', () => {
    expect(() => parseAdminEnv({ VITE_API_URL: 'api.example.com' })).toThrow(/VITE_API_URL/)
    expect(() => parseAdminEnv({ VITE_API_URL: 'ftp://api.example.com' })).toThrow(/VITE_API_URL/)
    expect(() => parseAdminEnv({ VITE_ADMIN_API_PREFIX: 'sb-admin' })).toThrow(/VITE_ADMIN_API_PREFIX/)
    expect(() => parseAdminEnv({ VITE_MEDIA_URL: 'media.example.com' })).toThrow(/VITE_MEDIA_URL/)
    expect(() => parseAdminEnv({ VITE_API_URL: 'nope', VITE_ADMIN_API_PREFIX: 'nope' })).toThrow(
      /VITE_API_URL: must be an http\(s\) URL\n {2}VITE_ADMIN_API_PREFIX: must be a path starting with \//,
    )
  })
})
