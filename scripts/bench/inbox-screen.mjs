/**
 * The Messages screen with the benchmark's inbox: a copy of the admin built against the bench API
 * (its address is fixed at build time, like the site's bench copy), served by `vite preview` with
 * the panel's own security headers, and loaded in headless Chromium by a returning admin (session
 * already in localStorage). Measures, per fresh browser context (cold cache), the time from
 * navigation start to the newest message's row being visible, and the bytes the contact-messages
 * API moved while the screen loaded.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tooling/chromium.mjs'
import { waitForUrl } from './lib/inbox-measure.mjs'
import { ROOT, runCommand } from './lib/processes.mjs'
import { median } from './lib/stats.mjs'

const ADMIN_DIR = join(ROOT, 'apps/admin')
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js')
/** The panel's session keys (packages/contracts/src/constants.ts: ADMIN_TOKEN_KEY, ADMIN_JWT_KEY, ADMIN_EMAIL_KEY). */
const SESSION_KEYS = { token: 'admin_token', jwt: 'admin_jwt', email: 'admin_email' }
const ROW_TIMEOUT_MS = 30_000
const SETTLE_TIMEOUT_MS = 15_000

function adminEnv(apiUrl, prefix) {
  return { VITE_API_URL: apiUrl, VITE_ADMIN_API_PREFIX: prefix, NODE_ENV: 'production' }
}

/** The same admin, with VITE_API_URL (hence its API calls and CSP) on the bench API's port. */
export async function buildBenchAdmin({ outDir, apiUrl, prefix }) {
  await runCommand(
    process.execPath,
    [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ADMIN_DIR,
      env: adminEnv(apiUrl, prefix),
      quiet: true,
    },
  )
}

/** `vite preview` of that build on 127.0.0.1 (SPA fallback and the panel's headers included). */
export async function startAdminPreview({ outDir, port, apiUrl, prefix }) {
  const child = spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: ADMIN_DIR,
      env: { ...process.env, ...adminEnv(apiUrl, prefix) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  try {
    await waitForUrl(`${url}/admin/login`, { isAlive: () => child.exitCode === null })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/**
 * Runs before the panel's scripts on every page of the admin origin: stores the session, then
 * watches the DOM and notes (in the frame after it shows) when a table row holding the newest
 * message's name and email is visible. performance.now() counts from the navigation's start.
 */
function installProbe({ origin, keys, token, email, newest }) {
  if (location.origin !== origin) return
  localStorage.setItem(keys.token, token)
  localStorage.setItem(keys.jwt, token)
  localStorage.setItem(keys.email, email)
  const state = { rowAt: null, seenAt: null }
  window.__inboxBench = state
  const observer = new MutationObserver(() => {
    if (state.seenAt !== null) return
    for (const row of document.querySelectorAll('tr')) {
      const text = row.textContent ?? ''
      if (text.includes(newest.email) && text.includes(newest.name) && row.checkVisibility()) {
        state.seenAt = performance.now()
        observer.disconnect()
        requestAnimationFrame(() => {
          state.rowAt = performance.now()
        })
        return
      }
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

async function loadOnce(browser, { adminUrl, messagesApi, session, newest }) {
  const context = await browser.newContext()
  const sizes = []
  const calls = []
  let requests = 0
  const errors = []
  try {
    await context.addInitScript(installProbe, {
      origin: adminUrl,
      keys: SESSION_KEYS,
      token: session.token,
      email: session.email,
      newest,
    })
    context.on('requestfinished', (request) => {
      if (!request.url().startsWith(messagesApi)) return
      requests++
      sizes.push(
        request.sizes().then((s) => {
          const bytes = s.responseBodySize + s.responseHeadersSize
          calls.push(
            `${request.method()} ${request.url().slice(messagesApi.length) || '/'} ${(bytes / 1000).toFixed(1)} KB`,
          )
          return bytes
        }),
      )
    })
    context.on('requestfailed', (request) => {
      if (request.url().startsWith(messagesApi))
        errors.push(`${request.url()}: ${request.failure()?.errorText}`)
    })
    const page = await context.newPage()
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
    await page.goto(`${adminUrl}/admin/messages`, { waitUntil: 'commit' })
    let visibleMs = Number.NaN
    try {
      await page.waitForFunction(() => window.__inboxBench?.rowAt != null, null, {
        timeout: ROW_TIMEOUT_MS,
        polling: 50,
      })
      visibleMs = await page.evaluate(() => window.__inboxBench.rowAt)
    } catch {
      errors.push(
        `the newest message's row (${newest.name} <${newest.email}>) was not visible within ${ROW_TIMEOUT_MS / 1000}s at ${page.url()}`,
      )
    }
    // The whole screen load: whatever it still fetches once the row shows counts too.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined)
    const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0)
    return { visibleMs, bytes, requests, calls, errors }
  } finally {
    await context.close()
  }
}

export async function measureMessagesScreen({ adminUrl, apiUrl, prefix, session, newest, runs = 3, log }) {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
  try {
    const messagesApi = `${apiUrl}${prefix}/contact-messages`
    const samples = []
    for (let run = 1; run <= runs; run++) {
      const sample = await loadOnce(browser, { adminUrl, messagesApi, session, newest })
      samples.push(sample)
      log(
        `  screen load ${run}/${runs}: newest row visible after ${Number.isFinite(sample.visibleMs) ? `${Math.round(sample.visibleMs)} ms` : 'never'}; ${(sample.bytes / 1000).toFixed(1)} KB from the contact-messages API (${sample.calls.join(', ')})${sample.errors.length ? `; ${sample.errors.join('; ')}` : ''}`,
      )
    }
    return {
      visibleMs: samples.some((s) => !Number.isFinite(s.visibleMs))
        ? Number.NaN
        : median(samples.map((s) => s.visibleMs)),
      bytes: Math.max(...samples.map((s) => s.bytes)),
      requests: Math.max(...samples.map((s) => s.requests)),
      runs,
      errors: [...new Set(samples.flatMap((s) => s.errors))],
    }
  } finally {
    await browser.close()
  }
}
