// `vite preview` serves the build that .wrangler/deploy/config.json names, and every
// `react-router build` rewrites that file (the e2e run's build-e2e and the bench's copy too).
// `npm start` points it back at its own build first: SITE_BUILD_DIR, else build.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const siteDir = path.resolve(import.meta.dirname, '..')
const pointerDir = path.join(siteDir, '.wrangler/deploy')
const buildDir = process.env.SITE_BUILD_DIR ?? 'build'
mkdirSync(pointerDir, { recursive: true })
writeFileSync(
  path.join(pointerDir, 'config.json'),
  JSON.stringify({
    configPath: path.relative(pointerDir, path.join(siteDir, buildDir, 'server/wrangler.json')),
    auxiliaryWorkers: [],
  }),
)
