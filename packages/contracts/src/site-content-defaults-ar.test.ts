import { describe, expect, it } from 'vitest'
import { COPYRIGHT_YEAR_TOKEN, emphasisRuns, markdownLinkTargets, SiteContentSchema } from './site-content'
import {
  SITE_CONTENT_DEFAULTS_AR,
  SITE_CONTENT_DEFAULTS_EN,
  siteContentDefaults,
} from './site-content-defaults'
import { flattenSiteContent, siteContentFieldErrors } from './site-content-fields'

const ENGLISH = flattenSiteContent(SITE_CONTENT_DEFAULTS_EN)
const ARABIC = flattenSiteContent(SITE_CONTENT_DEFAULTS_AR)

const ARABIC_LETTER = /[\u0621-\u064A]/
const BRAND = 'Nile Byte Studio'
/** Names that stay in Latin letters in an Arabic text: products and platforms. */
const NAMES_KEPT_IN_LATIN = new Set(['iOS', 'Android', 'Cloudflare', 'Web', 'Analytics', 'Shopify'])

/** Fields that hold an address or a fixed value rather than words to translate. */
const isAddressOrChoice = (path: string) =>
  /(^|\.)(href|url|map_url|image|network|phone|email|name)$/.test(path) || path === 'studio.name'

/** The Latin words of a text, leaving out the studio's name, addresses, Markdown link targets and tokens. */
function latinWords(text: string): string[] {
  const words = text
    .replaceAll(BRAND, ' ')
    .replaceAll(COPYRIGHT_YEAR_TOKEN, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\b(?:https?|mailto|tel):\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
  return words.match(/[A-Za-z]{2,}/g) ?? []
}

describe('Arabic site copy defaults', () => {
  it('passes every publishing rule unchanged', () => {
    expect(siteContentFieldErrors(SITE_CONTENT_DEFAULTS_AR)).toEqual([])
    expect(SiteContentSchema.parse(SITE_CONTENT_DEFAULTS_AR)).toEqual(SITE_CONTENT_DEFAULTS_AR)
  })

  it('is what a new Arabic copy starts from, as a copy the caller may change', () => {
    const first = siteContentDefaults('ar')
    expect(first).toEqual(SITE_CONTENT_DEFAULTS_AR)
    first.home.hero.title = 'changed'
    expect(siteContentDefaults('ar').home.hero.title).toBe(SITE_CONTENT_DEFAULTS_AR.home.hero.title)
    expect(siteContentDefaults('en')).toEqual(SITE_CONTENT_DEFAULTS_EN)
  })

  it('has every field and list entry the English copy has', () => {
    expect([...ARABIC.keys()]).toEqual([...ENGLISH.keys()])
  })

  it('translates every text that has English words, leaving no English behind', () => {
    const untranslated: string[] = []
    for (const [path, english] of ENGLISH) {
      if (isAddressOrChoice(path)) continue
      const arabic = ARABIC.get(path) ?? ''
      if (latinWords(english).length > 0 && !ARABIC_LETTER.test(arabic)) untranslated.push(path)
      const leftover = latinWords(arabic).filter((word) => !NAMES_KEPT_IN_LATIN.has(word))
      if (leftover.length > 0) untranslated.push(`${path}: ${leftover.join(' ')}`)
    }
    expect(untranslated).toEqual([])
  })

  it('keeps the studio facts, figures and outside addresses as they are', () => {
    const ar = SITE_CONTENT_DEFAULTS_AR
    const en = SITE_CONTENT_DEFAULTS_EN
    expect(ar.studio.name).toBe(en.studio.name)
    expect(ar.studio.phone).toBe(en.studio.phone)
    expect(ar.studio.email).toBe(en.studio.email)
    expect(ar.studio.map_url).toBe(en.studio.map_url)
    expect(ar.studio.social.map((link) => [link.network, link.url])).toEqual(
      en.studio.social.map((link) => [link.network, link.url]),
    )
    expect(ar.home.stats.map((stat) => stat.value)).toEqual(en.home.stats.map((stat) => stat.value))
    expect(ar.services.cards.map((card) => card.image)).toEqual(en.services.cards.map((card) => card.image))
    // Western digits throughout: no Arabic-Indic ones.
    for (const [path, text] of ARABIC) expect(`${path}: ${text}`).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/)
  })

  it('separates Arabic words with the Arabic comma, never the Latin one', () => {
    const latinComma = [...ARABIC].filter(
      ([path, text]) => !isAddressOrChoice(path) && /[\u0600-\u06FF][^,]*,|,\s*[\u0600-\u06FF]/.test(text),
    )
    expect(latinComma).toEqual([])
    expect(SITE_CONTENT_DEFAULTS_AR.footer.location_text).toContain('الجيزة، مصر')
  })

  it("points the site's own links at the Arabic pages", () => {
    const ar = SITE_CONTENT_DEFAULTS_AR
    const links = [
      ...ar.footer.company_links,
      ...ar.footer.service_links,
      ar.footer.contact_link,
      ...ar.footer.legal_links,
    ].map((link) => link.href)
    expect(links.every((href) => href === '/ar/' || href.startsWith('/ar/'))).toBe(true)
    expect(ar.footer.company_links[0]?.href).toBe('/ar/')
    expect(ar.footer.legal_links.map((link) => link.href)).toEqual(['/ar/privacy', '/ar/terms'])
    expect(markdownLinkTargets(ar.privacy.body)).toEqual(['/ar/contact', 'tel:+201005550123'])
    expect(markdownLinkTargets(ar.terms.body)).toEqual(['/ar/privacy', '/ar/contact'])
  })

  it('highlights the same number of runs as the English headings, and keeps the legal pages whole', () => {
    const highlighted = (text: string) => emphasisRuns(text).filter((run) => run.emphasis).length
    const en = SITE_CONTENT_DEFAULTS_EN
    const ar = SITE_CONTENT_DEFAULTS_AR
    for (const pick of [
      (doc: typeof en) => doc.home.hero.title,
      (doc: typeof en) => doc.home.statement,
      (doc: typeof en) => doc.services.title,
      (doc: typeof en) => doc.contact.title,
      (doc: typeof en) => doc.privacy.body,
    ])
      expect(highlighted(pick(ar))).toBe(highlighted(pick(en)))
    for (const page of ['privacy', 'terms'] as const) {
      const headings = (body: string) => body.match(/^## /gm)?.length ?? 0
      const bullets = (body: string) => body.match(/^- /gm)?.length ?? 0
      expect(headings(ar[page].body)).toBe(headings(en[page].body))
      expect(bullets(ar[page].body)).toBe(bullets(en[page].body))
    }
  })
})
