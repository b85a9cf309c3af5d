/**
 * The one place that says how the repo's tools launch Chromium: both Playwright configs, the site's
 * screenshot script and the benchmarks. No browser download is possible offline, so it is Debian's
 * Chromium unless CHROMIUM_PATH names another; the flags keep it quiet and sandbox-free in containers.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Playwright's `launchOptions` (and `chromium.launch`) for that browser. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] }
