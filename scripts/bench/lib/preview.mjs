/**
 * Serves a built copy of the site with `vite preview`: the built Worker in workerd behind Workers
 * static assets, as deployed (uncompressed: the bench puts compressing-proxy.mjs in front).
 *
 * The Cloudflare Vite plugin's preview serves whatever build `<root>/.wrangler/deploy/config.json`
 * points at, and every site build rewrites that file in apps/site. So the bench previews from a root
 * of its own, the build folder itself, holding a pointer to the bench build and a Vite config with
 * just the Cloudflare plugin; `claimDeployPointer` gives apps/site its pointer back after the build.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { ROOT } from './processes.mjs'

const SITE_DEPLOY_POINTER = join(ROOT, 'apps/site/.wrangler/deploy/config.json')

/** The returned function restores the pointer, unless another build has rewritten it since. */
export function claimDeployPointer(buildDir) {
  const before = existsSync(SITE_DEPLOY_POINTER) ? readFileSync(SITE_DEPLOY_POINTER, 'utf8') : null
  return function restore() {
    if (before === null || !existsSync(SITE_DEPLOY_POINTER)) return
    try {
      const target = JSON.parse(readFileSync(SITE_DEPLOY_POINTER, 'utf8')).configPath ?? ''
      if (resolve(dirname(SITE_DEPLOY_POINTER), target) === resolve(buildDir, 'server/wrangler.json'))
        writeFileSync(SITE_DEPLOY_POINTER, before)
    } catch {
      // Not a pointer we wrote: leave it.
    }
  }
}

/**
 * Starts `vite preview` for `buildDir` on 127.0.0.1:`port` and waits until it answers. The child
 * leads its own process group (vite and its workerd), so `stop()` ends exactly that group; an
 * interrupted bench ends it too.
 */
export async function startVitePreview({ buildDir, port, timeoutMs = 90_000 }) {
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
  const exited = once(child, 'exit')
  let gone = false
  exited.then(() => (gone = true))
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const onSignal = (signal) => {
    killGroup('SIGKILL')
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  const stop = async () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    if (!gone) {
      killGroup('SIGTERM')
      const timer = setTimeout(() => killGroup('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    // workerd may outlive vite by a moment; make sure nothing of the group is left.
    killGroup('SIGKILL')
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  const answers = async () =>
    ((await fetch(url, { redirect: 'manual' }).catch(() => null))?.status ?? 500) < 500
  while (!(await answers())) {
    if (gone || Date.now() > deadline) {
      await stop()
      throw new Error(`vite preview ${gone ? `exited (code ${child.exitCode})` : 'did not answer'} on ${url}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, stop }
}
