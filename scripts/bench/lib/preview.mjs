/**
 * Builds a copy of the site and serves it with `vite preview`: the built Worker in workerd behind Workers
 * static assets, as deployed (uncompressed: the bench puts compressing-proxy.mjs in front).
 *
 * The Cloudflare Vite plugin's preview serves whatever build `<root>/.wrangler/deploy/config.json`
 * points at, and every site build rewrites that file in apps/site. So the bench previews from a root
 * of its own, the build folder itself, holding a pointer to the bench build and a Vite config with
 * just the Cloudflare plugin; apps/site gets its own pointer back after the build.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { responds, runToEnd, signalChild, stopChild, waitUntil } from '../../lib/child-processes.mjs'
import { ROOT } from './processes.mjs'

const SITE_DEPLOY_POINTER = join(ROOT, 'apps/site/.wrangler/deploy/config.json')

/** The site built into `buildDir` (emptied first) with `env` over the shell's; apps/site's pointer kept. */
export async function buildSiteCopy(buildDir, env) {
  rmSync(buildDir, { recursive: true, force: true })
  const before = existsSync(SITE_DEPLOY_POINTER) && readFileSync(SITE_DEPLOY_POINTER, 'utf8')
  try {
    await runToEnd(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: join(ROOT, 'apps/site'),
      env: { ...process.env, ...env, SITE_BUILD_DIR: buildDir, NODE_ENV: 'production' },
    })
  } finally {
    // Unless another build has rewritten it since, the pointer goes back to what it was.
    const now = existsSync(SITE_DEPLOY_POINTER) && JSON.parse(readFileSync(SITE_DEPLOY_POINTER, 'utf8'))
    const ours = now && resolve(dirname(SITE_DEPLOY_POINTER), now.configPath ?? '')
    if (before && ours === resolve(buildDir, 'server/wrangler.json'))
      writeFileSync(SITE_DEPLOY_POINTER, before)
  }
}

/**
 * Starts `vite preview` for `buildDir` on 127.0.0.1:`port` and waits until it answers. The child
 * leads its own process group (vite and its workerd), so `stop()` ends exactly that group.
 */
export async function startVitePreview(buildDir, port) {
  // The root must contain the Worker's modules: workerd refuses paths that climb out of it.
  mkdirSync(join(buildDir, '.wrangler/deploy'), { recursive: true })
  writeFileSync(
    join(buildDir, '.wrangler/deploy/config.json'),
    JSON.stringify({ configPath: join(buildDir, 'server/wrangler.json'), auxiliaryWorkers: [] }),
  )
  const plugin = JSON.stringify(join(ROOT, 'node_modules/@cloudflare/vite-plugin/dist/index.mjs'))
  writeFileSync(
    join(buildDir, 'vite.config.mjs'),
    `import { cloudflare } from ${plugin}
export default {
  plugins: [cloudflare({ inspectorPort: false })],
  preview: { host: '127.0.0.1', port: ${port}, strictPort: true },
  logLevel: 'warn',
}
`,
  )
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview'], {
    cwd: buildDir,
    // The config imports the plugin by path, so Vite bundles it and notes what its native loader would
    // not take; no real Request.cf is needed (the site never reads it).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  // An interrupted bench ends the group too.
  const onSignal = (signal) => {
    signalChild(child, 'SIGKILL', true)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  const stop = async () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await stopChild(child, { group: true })
  }
  const url = `http://127.0.0.1:${port}`
  const answers = () => responds(url, (response) => response.status < 500)
  await waitUntil(answers, { what: `vite preview on ${url}`, timeoutMs: 90_000, child, onFail: stop })
  return { url, stop }
}
