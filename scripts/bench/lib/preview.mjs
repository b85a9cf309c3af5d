/**
 * Serves a built copy of the site with `vite preview`: the built Worker in workerd behind Workers
 * static assets, as deployed (no compression: the bench puts lib/compressing-proxy.mjs in front).
 *
 * The Cloudflare Vite plugin's preview does not read SITE_BUILD_DIR: it serves whatever build
 * `<root>/.wrangler/deploy/config.json` points at, and every `react-router build` in apps/site
 * rewrites that file. So the bench previews from a root of its own, the build folder itself, whose
 * pointer names the bench build only (and whose local cache state goes away with it); the Vite
 * config there holds just the Cloudflare plugin, the only one that serves anything in preview.
 * `claimDeployPointer` puts the shared apps/site pointer back after the bench's build.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { ROOT } from './processes.mjs'

const SITE_DEPLOY_POINTER = join(ROOT, 'apps/site/.wrangler/deploy/config.json')

/**
 * Reads apps/site's preview pointer before a build; the returned function restores it afterwards,
 * unless someone else's build has rewritten it in the meantime (it no longer names `buildDir`).
 */
export function claimDeployPointer(buildDir) {
  const before = existsSync(SITE_DEPLOY_POINTER) ? readFileSync(SITE_DEPLOY_POINTER, 'utf8') : null
  return function restore() {
    if (before === null || !existsSync(SITE_DEPLOY_POINTER)) return false
    const now = readFileSync(SITE_DEPLOY_POINTER, 'utf8')
    let target = ''
    try {
      target = JSON.parse(now).configPath ?? ''
    } catch {
      return false
    }
    if (resolve(dirname(SITE_DEPLOY_POINTER), target) !== resolve(buildDir, 'server/wrangler.json'))
      return false
    writeFileSync(SITE_DEPLOY_POINTER, before)
    return true
  }
}

/** Writes the private preview root for `buildDir` and returns its path. */
function previewRoot(buildDir, port) {
  // The root must contain the Worker's modules: workerd refuses paths that climb out of it.
  const root = buildDir
  mkdirSync(join(root, '.wrangler/deploy'), { recursive: true })
  writeFileSync(
    join(root, '.wrangler/deploy/config.json'),
    JSON.stringify({ configPath: join(buildDir, 'server/wrangler.json'), auxiliaryWorkers: [] }),
  )
  const plugin = JSON.stringify(join(ROOT, 'node_modules/@cloudflare/vite-plugin/dist/index.mjs'))
  writeFileSync(
    join(root, 'vite.config.mjs'),
    `// Written by scripts/bench/lib/preview.mjs: the bench build's preview, apart from apps/site's.
import { cloudflare } from ${plugin}
export default {
  plugins: [cloudflare({ inspectorPort: false })],
  preview: { host: '127.0.0.1', port: ${port}, strictPort: true },
  logLevel: 'warn',
}
`,
  )
  return root
}

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) })
    await response.arrayBuffer()
    return response.status < 500
  } catch {
    return false
  }
}

/**
 * Starts `vite preview` for `buildDir` on 127.0.0.1:`port` and waits until it answers. The child
 * leads its own process group (vite and its workerd), so `stop()` ends exactly that group; an
 * interrupted bench (SIGINT/SIGTERM) ends it too.
 */
export async function startVitePreview({ buildDir, port, timeoutMs = 90_000, label = 'vite preview' }) {
  const root = previewRoot(buildDir, port)
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'preview'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const exited = once(child, 'exit')
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
  const forget = () => {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
  const stop = async () => {
    forget()
    if (child.exitCode === null && child.signalCode === null) {
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
  let gone = false
  exited.then(() => {
    gone = true
  })
  while (!(await answers(`${url}/`))) {
    if (gone || Date.now() > deadline) {
      await stop()
      throw new Error(
        gone
          ? `${label} exited before it answered (code ${child.exitCode}, signal ${child.signalCode})`
          : `${label} did not answer ${url} within ${timeoutMs / 1000}s`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, child, stop }
}
