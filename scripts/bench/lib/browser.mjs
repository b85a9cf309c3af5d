/**
 * Chromium for the bench, launched as tooling/chromium.mjs says: through Playwright for the bench's
 * own page scripts, through chrome-launcher on a DevTools port for Lighthouse. Closed when `use` ends.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from '../../../tooling/chromium.mjs'

export async function withChromium(use) {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true })
  try {
    return await use(browser)
  } finally {
    await browser.close()
  }
}

export async function withLighthouseChromium(port, use) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'studio-bench-chrome-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    port,
    userDataDir,
    logLevel: 'silent',
  })
  try {
    return await use()
  } finally {
    await chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}
