import { cachedAnswer } from './edge-answers'
import { expect, test } from './fixtures'

/** The Worker's cache as deployed: one entry per canonical view, whatever address reached it. */

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

test('every address of one All Work view is answered from one cache entry, with the canonical link', async ({
  request,
  baseURL,
}) => {
  const first = await request.get('/all-work?category=APPS&utm_source=newsletter')
  expect(first.status()).toBe(200)
  const html = await first.text()
  expect(canonicalOf(html)).toBe(`${baseURL}/all-work?category=apps`)
  const canonical = '/all-work?category=apps'
  const addresses = [
    canonical,
    '/all-work?category=Apps&fbclid=IwAR0abc',
    '/all-work?page=1&category=apps&gclid=xyz',
    ...Array.from(
      { length: 20 },
      (_, index) => `/all-work?category=apps&utm_campaign=${crypto.randomUUID()}&n=${index}`,
    ),
  ]
  // The first answer's entry is written after it is sent: once one address is a HIT, every one is.
  expect(await (await cachedAnswer(request, canonical)).text()).toBe(html)
  for (const address of addresses) {
    const answer = await request.get(address)
    expect(answer.headers()['x-edge-cache'], address).toBe('HIT')
    expect(await answer.text()).toBe(html)
  }
})

test('the content pages are rendered by the Worker and answered from its cache', async ({ request }) => {
  for (const path of ['/', '/services', '/contact', '/privacy', '/terms']) {
    expect((await request.get(path)).status(), path).toBe(200)
    // Another address of the same view, answered from the entry the first one wrote.
    const answer = await cachedAnswer(request, `${path}?utm_source=x`)
    expect(answer.status(), path).toBe(200)
    expect(answer.headers()['cache-control'], path).toBe('public, no-cache')
  }
})

test('a case study read through a tracking link is the canonical page', async ({ request, baseURL }) => {
  const answer = await request.get('/work/harbourline-banking-app?ref=twitter&utm_source=x')
  expect(answer.status()).toBe(200)
  expect(canonicalOf(await answer.text())).toBe(`${baseURL}/work/harbourline-banking-app`)
})

test('every unknown address is the not-found page with its 404, rendered once', async ({ request }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404)
  // Its entry is written after that answer is sent: once another unknown address is a HIT, all are.
  await cachedAnswer(request, '/another-missing-page')
  for (const address of ['/another-missing-page', '/a/b/c?utm_source=x', '/no-such-page/']) {
    const answer = await request.get(address)
    expect(answer.status(), address).toBe(404)
    expect(answer.headers()['x-edge-cache'], address).toBe('HIT')
    expect(await answer.text()).toContain('This page could not be found')
  }
})

test('400 interleaved English and Arabic requests, cached and rendered, each answer in its own language', async ({
  request,
}) => {
  const paths = [
    '/',
    '/services',
    '/all-work',
    '/all-work?category=apps',
    '/contact',
    '/privacy',
    '/no-such-page',
  ]
  // Each address in both languages, with a tracking parameter (one cache entry per view and language);
  // the first of each is rendered, the rest come from the cache.
  const addresses = Array.from({ length: 400 }, (_, index) => {
    const path = paths[Math.floor(index / 2) % paths.length] ?? '/'
    const arabic = index % 2 === 1
    const localized = arabic ? (path === '/' ? '/ar/' : `/ar${path}`) : path
    return { address: `${localized}${localized.includes('?') ? '&' : '?'}utm_source=${index}`, arabic }
  })
  const sources = new Set<string>()
  for (let start = 0; start < addresses.length; start += 20) {
    const batch = addresses.slice(start, start + 20)
    const answers = await Promise.all(batch.map(({ address }) => request.get(address)))
    for (const [index, answer] of answers.entries()) {
      const { address, arabic } = batch[index] ?? { address: '', arabic: false }
      const html = await answer.text()
      const lang = /<html lang="(\w+)" dir="(\w+)"/.exec(html)
      expect(lang?.slice(1), address).toEqual(arabic ? ['ar', 'rtl'] : ['en', 'ltr'])
      sources.add(answer.headers()['x-edge-cache'] ?? '')
    }
  }
  expect(sources).toContain('HIT')
})
