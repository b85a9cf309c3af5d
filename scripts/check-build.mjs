// CI's deploy check (`node scripts/check-build.mjs`, run by .ci/run after `npm test`): what each
// app's `npm run deploy` would upload, without uploading it.
//
// 1. A production build (CLOUDFLARE_ENV=production) without its public addresses stops with one line.
// 2. The site and the admin are built for production with public https addresses, into folders of
//    their own (the default builds, which `npm start` and the e2e runs serve, are not touched).
// 3. No built file names localhost or a loopback address.
// 4. The deployed Workers agree: the site's production Worker is `studio-site`, requires
//    AUDIENCE_SECRET and binds the API Worker by its name; the API requires its database secrets.
// 5. `wrangler deploy --dry-run` of all three apps: the bundles and configs wrangler would upload.
//
// Exit 0 when all hold; otherwise each failure is one line and the exit status is 1.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const apps = (name) => path.join(root, 'apps', name)
const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js')
const vite = path.join(root, 'node_modules/vite/bin/vite.js')

const PUBLIC = {
  VITE_API_URL: 'https://api.studio.example',
  VITE_SITE_URL: 'https://studio.example',
}
/** Only what the builds need: a variable left in the caller's environment must not leak in. */
const baseEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_DISABLE_EXPERIMENTAL_WARNING: '1',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  TURBO_TELEMETRY_DISABLED: '1',
}

const failures = []
const fail = (line) => {
  failures.push(line)
  console.error(`FAIL ${line}`)
}
const pass = (line) => console.log(`ok   ${line}`)

function run(label, cwd, args, env) {
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { cwd, env: { ...baseEnv, ...env }, encoding: 'utf8' })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  return { ok: result.status === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(1), label }
}

const work = mkdtempSync(path.join(tmpdir(), 'studio-check-build-'))
// Every `react-router build` rewrites the site's pointer for `vite preview`; put it back after.
const pointer = path.join(apps('site'), '.wrangler/deploy/config.json')
const pointerBefore = existsSync(pointer) ? readFileSync(pointer, 'utf8') : null
const siteBuildDir = `build-check-${path.basename(work)}`
const siteBuild = path.join(apps('site'), siteBuildDir)
const adminBuild = path.join(work, 'admin')

try {
  // 1. Refusals: the config fails before anything is built, in one line.
  const refusals = [
    ['site', {}, 'VITE_SITE_URL is not set'],
    ['site', { ...PUBLIC, VITE_SITE_URL: 'http://studio.example' }, 'not https://'],
    ['site', { ...PUBLIC, VITE_API_URL: 'https://localhost:8787' }, 'a local address'],
    ['admin', {}, 'VITE_API_URL is not set'],
  ]
  for (const [app, env, expected] of refusals) {
    const args = app === 'site' ? [vite, 'build'] : [vite, 'build', '--outDir', adminBuild]
    const result = run(`${app} refusal`, apps(app), args, {
      ...env,
      CLOUDFLARE_ENV: 'production',
      SITE_BUILD_DIR: siteBuildDir,
    })
    const lines = result.output.trim().split('\n')
    const line = lines.find((text) => text.includes('Production build of the'))
    if (result.ok) fail(`a production ${app} build with ${JSON.stringify(env)} succeeded`)
    else if (!line?.includes(expected))
      fail(`a production ${app} build did not refuse with "${expected}":\n${result.output}`)
    else if (lines.length !== 1) fail(`the ${app} refusal is not one line:\n${result.output}`)
    else pass(`${app} refuses: ${line}`)
  }

  // 2. Production builds with public addresses.
  const builds = [
    run('site build', apps('site'), [vite, 'build'], {
      ...PUBLIC,
      CLOUDFLARE_ENV: 'production',
      SITE_BUILD_DIR: siteBuildDir,
    }),
    run('admin build', apps('admin'), [vite, 'build', '--outDir', adminBuild, '--emptyOutDir'], {
      VITE_API_URL: PUBLIC.VITE_API_URL,
      CLOUDFLARE_ENV: 'production',
    }),
  ]
  for (const build of builds) {
    if (build.ok) pass(`${build.label} for production (${build.seconds} s)`)
    else fail(`${build.label} for production failed:\n${build.output}`)
  }

  // 3. No local address in any built file. An address is a local host with a port: every local
  // default of this repo has one (http://localhost:5173, :5174, :8787), where libraries' own
  // mentions have none (React Router's `new URL(path, "http://localhost")` parse base, markdown-it's
  // link pattern). The site's wrangler.json is read without its `dev` section (wrangler dev's own).
  const LOCAL = /\b(localhost|127\.0\.0\.1|0\.0\.0\.0):\d{2,5}\b|\[::1?\]:\d{2,5}\b/
  const textOf = (file) => {
    const text = readFileSync(file, 'utf8')
    if (path.basename(file) !== 'wrangler.json') return text
    const { dev: _dev, ...deployed } = JSON.parse(text)
    return JSON.stringify(deployed)
  }
  const files = (dir) =>
    readdirSync(dir, { recursive: true })
      .map((name) => path.join(dir, name))
      .filter((file) => statSync(file).isFile())
  for (const dir of [siteBuild, adminBuild].filter((folder) => existsSync(folder))) {
    const named = files(dir).filter((file) => !/\.(png|jpe?g|webp|avif|woff2?|ico)$/.test(file))
    const local = named.filter((file) => LOCAL.test(textOf(file)))
    for (const file of local) {
      const text = textOf(file)
      const at = text.search(LOCAL)
      fail(
        `${path.relative(root, file)} names a local address: …${text.slice(Math.max(0, at - 60), at + 40)}…`,
      )
    }
    if (local.length === 0)
      pass(`no local address in ${named.length} built files of ${path.relative(root, dir)}`)
  }

  // 4. The Workers that would be deployed, and what they require.
  const siteConfigFile = path.join(siteBuild, 'server/wrangler.json')
  if (existsSync(siteConfigFile)) {
    const site = JSON.parse(readFileSync(siteConfigFile, 'utf8'))
    const binding = site.services?.find((service) => service.binding === 'API')
    if (site.name !== 'studio-site') fail(`the site's production Worker is ${site.name}, not studio-site`)
    else if (!site.secrets?.required?.includes('AUDIENCE_SECRET'))
      fail(`the site's production Worker ${site.name} does not require AUDIENCE_SECRET`)
    else if (binding?.service !== 'studio-api')
      fail(`the site's production Worker binds API to ${binding?.service}, not studio-api`)
    else pass(`site Worker ${site.name}: requires AUDIENCE_SECRET, binds API to ${binding.service}`)
  }
  const { unstable_readConfig } = await import('wrangler')
  const api = unstable_readConfig(
    { config: path.join(apps('api'), 'wrangler.jsonc') },
    { hideWarnings: true },
  )
  const missing = ['DATABASE_URL', 'DATABASE_AUTH_TOKEN'].filter(
    (name) => !api.secrets?.required?.includes(name),
  )
  if (api.name !== 'studio-api')
    fail(`the API Worker is ${api.name}, not studio-api (the site binds studio-api)`)
  else if (missing.length > 0) fail(`the API Worker does not require ${missing.join(', ')}`)
  else pass(`API Worker ${api.name}: requires ${api.secrets.required.join(', ')}`)

  // 5. What `wrangler deploy` would upload.
  const dryRuns = [
    run('api deploy --dry-run', apps('api'), [
      wrangler,
      'deploy',
      '--dry-run',
      '--outdir',
      path.join(work, 'api'),
    ]),
    run('admin deploy --dry-run', apps('admin'), [wrangler, 'deploy', '--dry-run', '--assets', adminBuild]),
    run('site deploy --dry-run', apps('site'), [wrangler, 'deploy', '--dry-run', '--config', siteConfigFile]),
  ]
  for (const dryRun of dryRuns) {
    const upload = dryRun.output.match(/Total Upload: [^\n]+/)?.[0]
    if (dryRun.ok) pass(`${dryRun.label} (${dryRun.seconds} s)${upload ? `: ${upload}` : ''}`)
    else fail(`${dryRun.label} failed:\n${dryRun.output}`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
  rmSync(siteBuild, { recursive: true, force: true })
  if (pointerBefore === null) rmSync(pointer, { force: true })
  else writeFileSync(pointer, pointerBefore)
}

if (failures.length > 0) {
  console.error(`\n${failures.length} deploy check(s) failed.`)
  process.exit(1)
}
console.log('\nEvery app builds for production with public addresses only, and its deploy dry run passes.')
