/** The limit page maker on a tiny local site in Chromium: `node --test scripts/bench/lib/limit-page.test.mjs`. */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { test } from 'node:test'
import { withChromium } from './browser.mjs'
import { startCompressingProxy } from './compressing-proxy.mjs'
import { findLargestElement, limitPageHtml } from './limit-page.mjs'
import { listen, ROOT } from './processes.mjs'

const FONT = `${ROOT}node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`
const FACES =
  '@font-face{font-family:"Inter Variable";src:url(fonts/inter.woff2);font-weight:100 900}' +
  '@font-face{font-family:"Inter Variable";src:url(/italic.woff2);font-style:italic}'
// Enough bytes per pixel for Chromium to count the picture as contentful (it skips plain fills).
const circle = (_, i) => `<circle cx="${i * 3}" cy="${i * 2}" r="${i % 30}" fill="#${i}"/>`
const FILES = {
  '/words': `<style>${FACES} h1{font:800 40px/1.1 "Inter Variable",sans-serif;letter-spacing:-0.04em}</style>
    <h1>The words that <em>paint</em> largest</h1><p>A smaller line.</p>`,
  '/picture': '<p>A caption.</p><img src="/cover.svg" alt="" style="width:320px;height:240px">',
  '/cover.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">${Array.from({ length: 200 }, circle).join('')}</svg>`,
}

test('finds the largest element and makes its limit page, whose largest element is that one again', async () => {
  const site = createServer((req, res) => {
    const type = { svg: 'image/svg+xml', woff2: 'font/woff2' }[req.url.split('.')[1]] ?? 'text/html'
    const body = type === 'font/woff2' ? readFileSync(FONT) : FILES[req.url]
    res.writeHead(body ? 200 : 404, { 'content-type': type }).end(body ?? '')
  })
  const closeSite = await listen(site, 0, '127.0.0.1')
  const front = await startCompressingProxy({ port: 0, target: `http://127.0.0.1:${site.address().port}` })
  try {
    await withChromium(async (browser) => {
      const words = await findLargestElement(browser, `${front.url}/words`)
      assert.equal(words.tag, 'h1')
      assert.equal(words.text, 'The words that paint largest')
      assert.match(
        words.css,
        /font-size:40px;font-weight:800;font-style:normal;line-height:44px;letter-spacing:-1.6px/,
      )
      assert.equal(words.faces.length, 1)
      assert.match(words.faces[0], new RegExp(`url\\("${front.url}/fonts/inter.woff2"\\)`))
      const picture = await findLargestElement(browser, `${front.url}/picture`)
      assert.deepEqual([picture.image, picture.width, picture.height], [`${front.url}/cover.svg`, 320, 240])
      for (const [name, found] of Object.entries({ words, picture })) {
        front.add(`/limit/${name}`, limitPageHtml(found))
        const again = await findLargestElement(browser, `${front.url}/limit/${name}`)
        assert.deepEqual({ ...again, tag: found.tag }, found)
        assert.equal(again.tag, found.image ? 'img' : 'p')
      }
    })
    // Everything else passes through the front to the site; text answers compressed, as the edge does.
    for (const path of ['/limit/words', '/cover.svg']) {
      const answer = await fetch(`${front.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } })
      assert.equal(answer.headers.get('content-encoding'), 'br')
      assert.match(await answer.text(), path.endsWith('svg') ? /^<svg/ : /^<!doctype html>/)
    }
  } finally {
    await front.close()
    await closeSite()
  }
})
