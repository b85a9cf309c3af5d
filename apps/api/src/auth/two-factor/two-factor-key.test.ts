import { describe, expect, it } from 'vitest'
import { ConfigError, loadNodeConfig } from '../../config'

const defaults = { databaseUrl: 'file:/srv/api/data/studio.db', mediaDir: '/srv/api/data/media' }

describe('TWO_FACTOR_KEY', () => {
  it('is read, refused when short, and a random per-process key on Node when unset', () => {
    const key = 'k'.repeat(40)
    expect(loadNodeConfig({ TWO_FACTOR_KEY: key }, defaults).app.twoFactorKey).toBe(key)
    const made = loadNodeConfig({}, defaults).app.twoFactorKey
    expect(made).toMatch(/^[0-9a-f]{64}$/)
    expect(loadNodeConfig({}, defaults).app.twoFactorKey).not.toBe(made)
    expect(() => loadNodeConfig({ TWO_FACTOR_KEY: 'short' }, defaults)).toThrow(ConfigError)
    expect(() => loadNodeConfig({ TWO_FACTOR_KEY: 'short' }, defaults)).toThrow(
      /TWO_FACTOR_KEY: must be at least 32/,
    )
  })
})
