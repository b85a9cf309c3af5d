import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadNodeConfig } from '../../config'
import { localTwoFactorKey } from '../../db/open-node'

const folder = mkdtempSync(join(tmpdir(), 'two-factor-key-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const defaults = {
  databaseUrl: `file:${join(folder, 'studio.db')}`,
  mediaDir: join(folder, 'media'),
  localTwoFactorKey,
}

describe('TWO_FACTOR_KEY', () => {
  it('is read, and refused when short', () => {
    const key = 'k'.repeat(40)
    expect(loadNodeConfig({ TWO_FACTOR_KEY: key }, defaults).app.twoFactorKey).toBe(key)
    expect(() => loadNodeConfig({ TWO_FACTOR_KEY: 'short' }, defaults)).toThrow(ConfigError)
    expect(() => loadNodeConfig({ TWO_FACTOR_KEY: 'short' }, defaults)).toThrow(
      /TWO_FACTOR_KEY: must be at least 32/,
    )
  })

  it('on Node without it, is one key kept beside the archive folder: the same after a restart, private, never in the media', () => {
    const made = loadNodeConfig({}, defaults).app.twoFactorKey
    expect(made).toMatch(/^[0-9a-f]{64}$/)
    // Another process of the same data folder (the command line, a restarted server) reads it again.
    expect(loadNodeConfig({}, defaults).app.twoFactorKey).toBe(made)
    expect(readdirSync(folder)).toEqual(['two-factor.key'])
    expect(statSync(join(folder, 'two-factor.key')).mode & 0o777).toBe(0o600)
    // Another data folder has its own.
    const other = { ...defaults, mediaDir: join(folder, 'elsewhere', 'media') }
    expect(loadNodeConfig({}, other).app.twoFactorKey).not.toBe(made)
  })
})
