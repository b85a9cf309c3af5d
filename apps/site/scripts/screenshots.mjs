// Captures every public route at 375, 768 and 1280 px for a visual review:
//   node scripts/screenshots.mjs http://localhost:8801 /tmp/shots
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../tooling/chromium.mjs'

const base = process.argv[2] ?? 'http://localhost:5173'
const out = process.argv[3] ?? '/tmp/site-shots'
const routes = (
  process.env.ROUTES ?? '/,/services,/projects,/contact,/all-work,/privacy,/terms,/missing-page'
).split(',')
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number)
mkdirSync(out, { recursive: true })

const browser = await chromium.launch(chromiumLaunchOptions)
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 800 } })
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' })
    await page.waitForTimeout(400)
    const name = `${out}/${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}.png`
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' })
    console.log(name)
  }
  await page.close()
}
await browser.close()
