/**
 * A page's limit page (issue 49): its largest contentful element, found in Chromium at Lighthouse's
 * mobile size and user agent, alone in a bare document: an image is the same file (the URL the page
 * painted) at the same displayed size; words are the same text in the same font (the page's @font-face
 * rules of that family, weight and style, their URLs made absolute; the same size, weight, line height,
 * width). The bench's front (compressing-proxy.mjs) serves such pages from the site's origin.
 */
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'

const TEXT_STYLE = 'font-family font-size font-weight font-style line-height letter-spacing text-transform'

/** In the page, from its first byte: the latest largest-contentful-paint candidate. */
function observeLargestPaint() {
  const observe = (list) => Object.assign(window, { largestPaint: list.getEntries().at(-1) })
  new PerformanceObserver(observe).observe({ type: 'largest-contentful-paint', buffered: true })
}

/** In the page: what the limit page needs of the largest element. */
function describeLargest(textStyle) {
  const { element, url } = window.largestPaint
  const { width, height } = element.getBoundingClientRect()
  const style = getComputedStyle(element)
  const found = { tag: element.localName, lang: document.documentElement.lang, width, height }
  found.dir = getComputedStyle(document.body).direction
  // An LCP entry's data: URL is cut at 100 characters: an image's own currentSrc is whole.
  if (url) return { ...found, image: element.currentSrc || url, fit: style.objectFit }
  const [family] = style.fontFamily.replace(/["']/g, '').split(/\s*,\s*/)
  const faces = []
  const walk = (rules, base) => {
    for (const rule of rules) {
      if (rule.cssRules) walk(rule.cssRules, base)
      if (!(rule instanceof CSSFontFaceRule)) continue
      const face = (name) => rule.style.getPropertyValue(name).trim()
      const [low, high = low] = (face('font-weight') || '400').split(/\s+/).map(Number)
      const weight = Number(style.fontWeight)
      const sameStyle = (face('font-style') || 'normal').startsWith(style.fontStyle)
      const absolute = (_, _quote, src) => `url("${new URL(src, base)}")`
      if (face('font-family').replace(/["']/g, '') === family && weight >= low && weight <= high && sameStyle)
        faces.push(rule.cssText.replace(/url\((["']?)(.*?)\1\)/g, absolute))
    }
  }
  // A stylesheet from another origin cannot be read (nor has it the page's own faces).
  const own = [...document.styleSheets].filter((s) => (s.href ?? location.href).startsWith(location.origin))
  for (const sheet of own) walk(sheet.cssRules, sheet.href ?? document.baseURI)
  const css = textStyle.split(' ').map((name) => `${name}:${style.getPropertyValue(name)}`)
  return { ...found, text: element.textContent.replace(/\s+/g, ' ').trim(), css: css.join(';'), faces }
}

/** The largest contentful element of `url`, in a Playwright `browser` (see describeLargest). */
export async function findLargestElement(browser, url) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile
  const viewport = { width, height }
  const device = { viewport, deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: userAgents.mobile }
  const context = await browser.newContext(device)
  try {
    const page = await context.newPage()
    await page.addInitScript(observeLargestPaint)
    await page.goto(url, { waitUntil: 'networkidle' })
    // The observer's entries come in a task of their own: on a busy machine, after the network is idle.
    await page.waitForFunction(() => window.largestPaint?.element, null, { timeout: 15_000 })
    return await page.evaluate(describeLargest, TEXT_STYLE)
  } finally {
    await context.close()
  }
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const html = (text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[c])

/** The bare document holding only the element `findLargestElement` described. */
export function limitPageHtml(found) {
  const style = found.image
    ? `img{display:block;width:${found.width}px;height:${found.height}px;object-fit:${found.fit}}`
    : `${found.faces.join('\n')}\np{margin:0;width:${found.width}px;${found.css}}`
  const body = found.image ? `<img src="${html(found.image)}" alt="">` : `<p>${html(found.text)}</p>`
  return `<!doctype html><html lang="${html(found.lang)}" dir="${found.dir}"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Limit page</title>
<style>body{margin:0}\n${style}</style>${body}\n`
}
