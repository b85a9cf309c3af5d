import { SHARE_CARD_MAX_BYTES } from '@studio/contracts/share-cards'
import { HtmlValidate } from 'html-validate'
import ogs from 'open-graph-scraper'
import sharp from 'sharp'
import { localizedPath } from '../app/lib/language'
import { API_URL } from './api-server'
import { expect, PAGE_ADDRESSES, test } from './fixtures'

/**
 * Every page and case study as a real Open Graph client reads it, in both languages: an og:image on
 * the site's own origin that is a 1200x630 JPEG or PNG under 300 KB, with its size, type and alt,
 * and the Twitter card. The API draws the cards seconds after it starts (after the covers' variants),
 * so the test first waits until every page names its card.
 */

/** html-validate's rules that found the pages' real faults: phone numbers, named lists, ids, titles. */
const validator = new HtmlValidate({
  rules: {
    'tel-non-breaking': 'error',
    'aria-label-misuse': 'error',
    'valid-id': 'error',
    'long-title': 'error',
  },
})

const SHARED = PAGE_ADDRESSES.filter((address) => address !== '/no-such-page')

async function allCardsDrawn(): Promise<boolean> {
  for (const lang of ['en', 'ar']) {
    const pages = (await (await fetch(`${API_URL}/public/share-cards?lang=${lang}`)).json()) as {
      pages: Record<string, unknown>
    }
    if (Object.keys(pages.pages).length < 7) return false
  }
  const work = (await (await fetch(`${API_URL}/public/work/harbourline-banking-app`)).json()) as {
    share_cards?: { en: unknown; ar: unknown }
  }
  return Boolean(work.share_cards?.en && work.share_cards.ar)
}

test.beforeAll(async () => {
  await expect.poll(allCardsDrawn, { timeout: 120_000, intervals: [500] }).toBe(true)
})

for (const language of ['en', 'ar'] as const) {
  for (const address of SHARED) {
    const path = localizedPath(language, address)
    test(`${path}: an Open Graph client finds the page's own card on the site`, async ({
      request,
      baseURL,
    }) => {
      const html = await (await request.get(path)).text()
      const { result } = await ogs({ html })
      const image = result.ogImage?.[0]
      expect(image?.url).toMatch(new RegExp(`^${baseURL}/media/cards/`))
      // The client reads the tags' text as it is.
      expect([image?.width, image?.height, image?.type].map(String)).toEqual(['1200', '630', 'image/jpeg'])
      expect(image?.alt?.length).toBeGreaterThan(5)
      expect(result.ogType).toBe(address.startsWith('/work/') ? 'article' : 'website')
      expect(result.ogLocale).toBe(language === 'en' ? 'en_US' : 'ar_EG')
      expect(result.twitterCard).toBe('summary_large_image')
      expect(result.twitterImage?.[0]?.url).toBe(image?.url)
      expect(result.twitterTitle).toBe(result.ogTitle)

      const file = await request.get(image?.url ?? '')
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('image/jpeg')
      expect(file.headers()['cache-control']).toContain('immutable')
      const bytes = await file.body()
      expect(bytes.byteLength).toBeLessThan(SHARE_CARD_MAX_BYTES)
      const meta = await sharp(bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])

      const report = await validator.validateString(html)
      expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual(
        [],
      )
    })
  }
}
