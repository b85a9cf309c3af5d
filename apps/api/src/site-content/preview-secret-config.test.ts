import { describe, expect, it } from 'vitest'
import { ConfigError, loadNodeConfig, loadWorkerConfig } from '../config'

const defaults = {
  databaseUrl: 'file:/srv/api/data/studio.db',
  mediaDir: '/srv/api/data/media',
  localTwoFactorKey: () => 'f'.repeat(64),
}
const worker = {
  DATABASE_URL: 'libsql://s.turso.io',
  PUBLIC_MEDIA_BASE_URL: 'https://a.example/media',
  MEDIA: { get: () => null, put: () => null },
  ARCHIVE: { get: () => null, put: () => null },
}
const SECRET = 'a-preview-secret-of-at-least-32-characters'

describe('PREVIEW_SECRET', () => {
  it('is a random secret per process on Node when unset, and the given one when set', () => {
    const first = loadNodeConfig({}, defaults).app.previewSecret
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(loadNodeConfig({}, defaults).app.previewSecret).not.toBe(first)
    expect(loadNodeConfig({ PREVIEW_SECRET: SECRET }, defaults).app.previewSecret).toBe(SECRET)
  })

  it('turns previews off on the Worker when unset: no known default ever signs a link', () => {
    expect(loadWorkerConfig(worker).app.previewSecret).toBeNull()
    expect(loadWorkerConfig({ ...worker, PREVIEW_SECRET: SECRET }).app.previewSecret).toBe(SECRET)
  })

  it('refuses a short secret', () => {
    expect(() => loadWorkerConfig({ ...worker, PREVIEW_SECRET: 'short' })).toThrow(ConfigError)
    expect(() => loadNodeConfig({ PREVIEW_SECRET: 'short' }, defaults)).toThrow(
      /PREVIEW_SECRET: must be at least 32/,
    )
  })
})
