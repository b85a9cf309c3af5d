import { readFile } from 'node:fs/promises'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../../../../tooling/chromium.mjs'
import { CARD_FONT_FILE, renderText } from './sharp-card-renderer'

/**
 * The card's Arabic is checked against the browser's: the same words in the same font and size,
 * shaped and ordered by Chromium (HarfBuzz and ICU's bidi), compared pixel by pixel with what the
 * card renderer draws. Two wrong renderings are compared too, so the measure is known to tell them
 * apart: the letters in their isolated forms (a zero-width non-joiner between each pair), and the
 * letters in logical order set left to right (what a renderer without bidi draws).
 */

const TITLE = 'متجر فيرنواي للمعدات'
const SIZE = 64
const SIDE = { width: 480, height: 96 }

type Browser = Awaited<ReturnType<typeof chromium.launch>>
let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions)
})
afterAll(async () => {
  await browser?.close()
})

/** Grey levels of the ink's bounding box scaled to SIDE: ink 255, paper 0. */
async function normalised(png: Buffer, inkIsAlpha: boolean): Promise<Float64Array> {
  const image = inkIsAlpha
    ? sharp(png).ensureAlpha().extractChannel(3)
    : sharp(png).greyscale().negate({ alpha: false })
  const raw = await image.png().toBuffer()
  const trimmed = await sharp(raw).trim({ background: '#000000', threshold: 40 }).toBuffer()
  const { data } = await sharp(trimmed)
    .resize({ ...SIDE, fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return Float64Array.from(data)
}

/** Pearson correlation of two images of the same size: 1 is identical up to contrast. */
function similarity(a: Float64Array, b: Float64Array): number {
  const mean = (v: Float64Array) => v.reduce((s, x) => s + x, 0) / v.length
  const ma = mean(a)
  const mb = mean(b)
  let num = 0
  let da = 0
  let db = 0
  for (let i = 0; i < a.length; i += 1) {
    const x = (a[i] ?? 0) - ma
    const y = (b[i] ?? 0) - mb
    num += x * y
    da += x * x
    db += y * y
  }
  return num / Math.sqrt(da * db)
}

async function browserRendering(text: string): Promise<Buffer> {
  const font = (await readFile(CARD_FONT_FILE)).toString('base64')
  const page = await browser.newPage()
  try {
    await page.setContent(
      `<!doctype html><html lang="ar" dir="rtl"><style>@font-face{font-family:CardFont;src:url(data:font/ttf;base64,${font})}body{margin:0;background:#fff}p{font:700 ${SIZE}px CardFont;margin:0;padding:16px;display:inline-block;color:#000;white-space:nowrap}</style><p id="t">${text}</p></html>`,
    )
    await page.evaluate('document.fonts.ready.then(() => true)')
    return await page.locator('#t').screenshot()
  } finally {
    await page.close()
  }
}

async function cardRendering(text: string): Promise<Float64Array> {
  const block = await renderText(text, { size: SIZE, color: '#000000', language: 'ar' })
  return normalised(block.data, true)
}

describe('Arabic on a share card', () => {
  it('is joined and ordered right to left as the browser shapes it', async () => {
    const browserInk = await normalised(await browserRendering(TITLE), false)
    const card = similarity(await cardRendering(TITLE), browserInk)
    const isolated = similarity(await cardRendering(Array.from(TITLE).join('\u200c')), browserInk)
    const leftToRight = similarity(await cardRendering(`\u202d${TITLE}\u202c`), browserInk)
    expect(card).toBeGreaterThan(0.8)
    expect(card).toBeGreaterThan(isolated + 0.15)
    expect(card).toBeGreaterThan(leftToRight + 0.15)
  })
})
