import { describe, expect, it } from 'vitest'
import {
  emphasisRuns,
  isSiteContentLink,
  markdownHasHtml,
  markdownLinkTargets,
  SITE_CONTENT_LIMITS,
  SITE_CONTENT_MESSAGES,
  SiteContentDraftSchema,
  SiteContentSchema,
} from './site-content'
import { SITE_CONTENT_DEFAULTS_EN } from './site-content-defaults'
import {
  diffSiteContent,
  siteContentFieldErrors,
  siteContentShapeErrors,
  upgradeSiteContent,
} from './site-content-fields'

const copy = () => structuredClone(SITE_CONTENT_DEFAULTS_EN)

describe('site content document', () => {
  it('publishes the English defaults unchanged', () => {
    expect(siteContentFieldErrors(SITE_CONTENT_DEFAULTS_EN)).toEqual([])
    expect(SiteContentSchema.parse(SITE_CONTENT_DEFAULTS_EN)).toEqual(SITE_CONTENT_DEFAULTS_EN)
  })

  it('holds the site texts as they were in the code', () => {
    const doc = SITE_CONTENT_DEFAULTS_EN
    expect(Object.keys(doc)).toEqual([
      'studio',
      'header',
      'home',
      'services',
      'contact',
      'footer',
      'privacy',
      'terms',
      'meta',
    ])
    expect(doc.home.faq).toHaveLength(6)
    expect(doc.home.faq[0]?.question).toBe('How fast can you start on my project?')
    expect(doc.services.cards.map((card) => card.title)).toEqual([
      'WEB DEVELOPMENT',
      'DATA ANALYSIS',
      'MAINTENANCE',
      'AI AGENTS',
      'APP DEVELOPMENT',
    ])
    expect(doc.home.closing.title).toBe('Ready to Transform Your Business?')
    expect(doc.contact.bullets).toEqual([
      'Web & App Development',
      'Data & Analytics',
      'UI/UX & Product Strategy',
    ])
    expect(doc.privacy.body).toContain('## What we collect\n\n- **Contact enquiries.**')
    expect(markdownLinkTargets(doc.terms.body)).toEqual(['/privacy', '/contact'])
  })

  it('lists every field error with its path, and still takes the draft', () => {
    const doc = copy() as unknown as {
      home: { faq: Array<{ answer: string }> }
      footer: { legal_links: Array<{ href: string }> }
    }
    ;(doc.home.faq[2] as { answer: string }).answer = '   '
    ;(doc.footer.legal_links[0] as { href: string }).href = 'javascript:alert(1)'
    expect(siteContentFieldErrors(doc)).toEqual([
      { path: 'home.faq.2.answer', error: 'This field is required.' },
      { path: 'footer.legal_links.0.href', error: expect.stringContaining('http(s), mailto: or tel:') },
    ])
    expect(siteContentShapeErrors(doc)).toEqual([])
  })

  it('refuses list sizes outside the bounds when publishing', () => {
    const doc = copy()
    doc.home.faq = []
    doc.home.floating_cards.pop()
    doc.services.cards = Array.from(
      { length: SITE_CONTENT_LIMITS.serviceCards.max + 1 },
      () => doc.services.cards[0]!,
    )
    expect(siteContentFieldErrors(doc).map((field) => field.path)).toEqual([
      'home.floating_cards',
      'home.faq',
      'services.cards',
    ])
  })

  it('refuses too long texts, control characters, unbalanced highlights and HTML in Markdown', () => {
    const doc = copy()
    doc.meta.home.title = 'x'.repeat(SITE_CONTENT_LIMITS.metaTitle + 1)
    doc.header.nav_home = 'Ho\u0000me'
    doc.home.hero.title = 'We build **digital products'
    doc.privacy.body = 'Hello <script>alert(1)</script>'
    doc.terms.body = 'See [x](javascript:alert(1)) and <https://example.com>'
    const paths = siteContentFieldErrors(doc).map((field) => field.path)
    expect(paths).toEqual([
      'header.nav_home',
      'home.hero.title',
      'privacy.body',
      'terms.body',
      'meta.home.title',
    ])
  })

  it('refuses control and invisible characters in the studio email, and keeps Arabic with its direction marks', () => {
    for (const email of ['a\u202e@b.co', 'a\u0000@b.co']) {
      const doc = copy()
      doc.studio.email = email
      expect(siteContentFieldErrors(doc).map((field) => field.path)).toEqual(['studio.email'])
      expect(siteContentShapeErrors(doc)).toEqual([])
    }
    const doc = copy()
    doc.studio.blurb = 'نبني منتجات رقمية\u200F (React) للشركات.'
    expect(siteContentFieldErrors(doc)).toEqual([])
    expect(SiteContentSchema.parse(doc).studio.blurb).toBe(doc.studio.blurb)
  })

  it('refuses a wrong shape even as a draft', () => {
    const doc = copy() as unknown as Record<string, Record<string, unknown>>
    ;(doc.home as Record<string, unknown>).faq = 'not a list'
    delete doc.meta
    expect(siteContentShapeErrors(doc).map((field) => field.path)).toEqual(['home.faq', 'meta'])
    expect(SiteContentDraftSchema.safeParse(copy()).success).toBe(true)
  })

  it('accepts only http(s), mailto:, tel: and site paths as links', () => {
    for (const ok of ['/', '/services', 'https://x.com/a', 'mailto:a@b.co', 'tel:+2010'])
      expect(isSiteContentLink(ok)).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      '//evil.com',
      '/\\evil.com',
      'ftp://x',
      'services',
      '/a b',
      'data:text/html,x',
      '',
    ])
      expect(isSiteContentLink(bad)).toBe(false)
  })

  it('refuses other schemes, other hosts written as paths, and invisible characters in links', () => {
    for (const bad of [
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      ' //evil.example',
      'https://example.com/\u202egnp.exe',
      '/contact\u2066',
      'mailto:a@b.co\u200b',
    ])
      expect(isSiteContentLink(bad), JSON.stringify(bad)).toBe(false)
  })

  it('refuses to publish an unsafe link in any link field of the copy', () => {
    const doc = copy()
    doc.studio.map_url = 'vbscript:msgbox(1)'
    doc.studio.social = [{ network: 'linkedin', label: 'LinkedIn', url: 'data:text/html,hi' }]
    doc.footer.company_links[0]!.href = '//evil.example'
    doc.footer.contact_link.href = '/\\evil.example'
    expect(siteContentFieldErrors(doc)).toEqual([
      { path: 'studio.map_url', error: SITE_CONTENT_MESSAGES.link },
      { path: 'studio.social.0.url', error: SITE_CONTENT_MESSAGES.link },
      { path: 'footer.company_links.0.href', error: SITE_CONTENT_MESSAGES.link },
      { path: 'footer.contact_link.href', error: SITE_CONTENT_MESSAGES.link },
    ])
  })

  it('splits highlighted runs and tells HTML from autolinks', () => {
    expect(emphasisRuns("Let's Build **Together**")).toEqual([
      { text: "Let's Build ", emphasis: false },
      { text: 'Together', emphasis: true },
    ])
    expect(markdownHasHtml('<https://example.com> and <mailto:a@b.co>')).toBe(false)
    expect(markdownHasHtml('a <b>bold</b>')).toBe(true)
  })
})

describe('legal Markdown at publishing', () => {
  const withBody = (body: string) => {
    const doc = copy()
    doc.privacy.body = body
    return siteContentFieldErrors(doc)
  }
  const refusedLink = [{ path: 'privacy.body', error: SITE_CONTENT_MESSAGES.markdownLink }]
  const refusedImage = [{ path: 'privacy.body', error: SITE_CONTENT_MESSAGES.markdownImage }]

  it('refuses a reference link whose definition is not a safe target, as it refuses an inline link', () => {
    for (const target of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      'data:,x',
    ])
      for (const body of [
        `See [the form][r].\n\n[r]: ${target}`,
        `See [r].\n\n[r]: <${target}>`,
        `See [the form][r].\n\n   [R]:\n  ${target}\n  "A title"`,
        `> Quoted [x][r]\n>\n> [r]: ${target}`,
        `- item [x][r]\n\n  [r]: ${target} 'title'`,
        `Windows lines [x][r]\r\n\r\n[r]: ${target}\r\n`,
        `See [the form](${target}).`,
      ])
        expect(withBody(body), JSON.stringify(body)).toEqual(refusedLink)
  })

  it('reads link targets as Markdown does: escapes and character references first', () => {
    for (const body of [
      'See [x](/&#47;evil.example).',
      'See [x](/&sol;evil.example).',
      'See [x](javascript&colon;alert(1)).',
      'See [x](&#x6A;avascript:alert(1)).',
      'See [x][r].\n\n[r]: /&#x2F;evil.example',
      'See [x](/\\/evil.example).',
    ])
      expect(withBody(body), JSON.stringify(body)).toEqual(refusedLink)
  })

  it('publishes safe reference links and text that only looks like a definition', () => {
    for (const body of [
      'See [the form][r] and [us][].\n\n[r]: /contact "Contact"\n[us]: https://example.com/?a=1&amp;b=2',
      'Write to [us][mail].\n\n[mail]: <mailto:studio@example.com>',
      '[1]: Some text that is a sentence, not an address.',
      'Prices in [USD]: billed monthly.',
    ])
      expect(withBody(body), JSON.stringify(body)).toEqual([])
  })

  it('refuses images in legal text, with a clear message', () => {
    for (const body of [
      '![t](https://evil.example/p.png)',
      'Text ![pixel](/favicon.svg "t") more.',
      '![t][r]\n\n[r]: https://evil.example/p.png',
      '![t]\n\n[t]: https://evil.example/p.png',
    ])
      expect(withBody(body), JSON.stringify(body)).toEqual(refusedImage)
    expect(SITE_CONTENT_MESSAGES.markdownImage).toBe(
      'Images are not allowed in legal pages; link to the picture instead.',
    )
  })
})

describe('diffSiteContent', () => {
  it('lists each changed field with its before and after', () => {
    const after = copy()
    after.home.faq[1]!.answer = 'New answer'
    after.home.faq.push({ question: 'Q7', answer: 'A7' })
    after.contact.bullets.pop()
    expect(diffSiteContent(SITE_CONTENT_DEFAULTS_EN, after)).toEqual([
      {
        path: 'home.faq.1.answer',
        before: SITE_CONTENT_DEFAULTS_EN.home.faq[1]!.answer,
        after: 'New answer',
      },
      { path: 'home.faq.6.question', before: null, after: 'Q7' },
      { path: 'home.faq.6.answer', before: null, after: 'A7' },
      { path: 'contact.bullets.2', before: 'UI/UX & Product Strategy', after: null },
    ])
  })

  it('is empty for equal documents and lists every field against nothing', () => {
    expect(diffSiteContent(copy(), copy())).toEqual([])
    const all = diffSiteContent(null, SITE_CONTENT_DEFAULTS_EN)
    expect(all.every((change) => change.before === null)).toBe(true)
    expect(all.map((change) => change.path)).toContain('meta.not_found.description')
  })
})

describe('upgradeSiteContent', () => {
  it('fills fields added since a revision was saved with the defaults, and empties missing item texts', () => {
    const old = copy() as unknown as Record<string, Record<string, unknown>>
    delete old.header
    delete (old.home as Record<string, unknown>).stats_label
    const cards = (old.services as { cards: Array<Record<string, unknown>> }).cards
    delete cards[1]!.image_alt
    delete cards[1]!.image
    ;(old.footer as Record<string, unknown>).removed_field = 'gone'
    const upgraded = upgradeSiteContent(old, SITE_CONTENT_DEFAULTS_EN)
    if (!upgraded.ok) throw new Error('expected an upgrade')
    expect(upgraded.content.header).toEqual(SITE_CONTENT_DEFAULTS_EN.header)
    expect(upgraded.content.home.stats_label).toBe('Studio at a glance')
    expect(upgraded.content.services.cards[1]).toMatchObject({
      image: 'web-development',
      image_alt: '',
      title: 'DATA ANALYSIS',
    })
    expect(upgraded.content.footer).not.toHaveProperty('removed_field')
  })

  it('names the fields it cannot read', () => {
    const old = copy() as unknown as Record<string, Record<string, unknown>>
    ;(old.contact as Record<string, unknown>).bullets = 'one, two'
    expect(upgradeSiteContent(old, SITE_CONTENT_DEFAULTS_EN)).toEqual({
      ok: false,
      fields: [{ path: 'contact.bullets', error: 'Must be a list.' }],
    })
  })
})
