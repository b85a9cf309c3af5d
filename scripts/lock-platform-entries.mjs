#!/usr/bin/env node
// Adds package-lock entries for platform-specific optional packages (Biome, turbo, rollup builds
// for macOS, Windows, musl...) that this workplace's npm registry does not serve. Without them,
// `npm ci` on a clean clone stops with "Missing: @biomejs/cli-darwin-arm64@ from lock file".
// Each entry carries its os/cpu/libc, so npm skips it on other platforms and never fetches it.
// Run after every `npm install` that changes the lock: `node scripts/lock-platform-entries.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

const PLATFORMS = [
  ['linux-arm64-musl', { os: ['linux'], cpu: ['arm64'], libc: ['musl'] }],
  ['linux-x64-musl', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
  ['android-arm64', { os: ['android'], cpu: ['arm64'] }],
  ['android-x64', { os: ['android'], cpu: ['x64'] }],
  ['darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
  ['darwin-x64', { os: ['darwin'], cpu: ['x64'] }],
  ['darwin-64', { os: ['darwin'], cpu: ['x64'] }],
  ['win32-arm64', { os: ['win32'], cpu: ['arm64'] }],
  ['win32-x64', { os: ['win32'], cpu: ['x64'] }],
  ['windows-arm64', { os: ['win32'], cpu: ['arm64'] }],
  ['windows-64', { os: ['win32'], cpu: ['x64'] }],
]

const path = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const packages = lock.packages
const added = []

for (const [key, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`
    if (packages[nested] || packages[`node_modules/${name}`]) continue
    const platform = PLATFORMS.find(([suffix]) => name.endsWith(suffix))
    if (!platform) continue
    packages[`node_modules/${name}`] = {
      version,
      ...platform[1],
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
    }
    added.push(`${name}@${version}`)
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
)
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(added.length ? `Added lock entries: ${added.join(', ')}` : 'Lock already complete.')
