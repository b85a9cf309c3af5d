// @vitest-environment node
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../config'
import { itemListJsonLd, itemListMeta, itemListUrl, jsonLdText, organizationJsonLd, pageMeta } from './seo'

const site = siteConfig.siteUrl

const work = {
  title: 'Harbourline Banking App',
  cover_url: 'https://api.example/media/harbourline.webp',
  href: null,
  website: 'https://harbourline.example',
  slug: 'harbourline-banking-app',
}

describe('pageMeta', () => {
  it('points canonical and og:url at a path with its query', () => {
    const meta = pageMeta({ title: 'All Work', description: 'd', path: '/all-work?category=apps&page=2' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${site}/all-work?category=apps&page=2`,
    })
    expect(meta).toContainEqual({ property: 'og:url', content: `${site}/all-work?category=apps&page=2` })
  })

  it('marks a page without a path noindex', () => {
    const meta = pageMeta({ title: 'Not found', description: 'd' })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(meta.some((entry) => 'rel' in entry)).toBe(false)
  })
})

describe('jsonLdText', () => {
  it("escapes '<' so the text cannot close its script element", () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
    const facts = { ...SITE_CONTENT_DEFAULTS_EN.studio, name: '</script><b>Studio</b>' }
    expect(organizationJsonLd(facts)).not.toContain('<')
    expect(JSON.parse(organizationJsonLd(facts)).name).toBe('</script><b>Studio</b>')
  })
})

describe('organizationJsonLd', () => {
  it('names as sameAs only the social links that are absolute http(s) addresses passing the link rule', () => {
    const social = [
      { url: 'https://www.linkedin.com/company/studio' },
      { url: 'vbscript:msgbox(1)' },
      { url: 'data:text/html,hi' },
      { url: '//evil.example' },
      { url: '/\\evil.example' },
      { url: '/about' },
      { url: 'mailto:a@b.co' },
    ]
    const data = JSON.parse(organizationJsonLd({ ...SITE_CONTENT_DEFAULTS_EN.studio, social }))
    expect(data.sameAs).toEqual(['https://www.linkedin.com/company/studio'])
  })
})

describe('itemListUrl', () => {
  it("is the case study's address when the item has a slug", () => {
    expect(itemListUrl(work)).toBe(`${site}/work/harbourline-banking-app`)
  })

  it('is the website, else the link, made absolute on the site', () => {
    expect(itemListUrl({ ...work, slug: undefined })).toBe('https://harbourline.example/')
    expect(itemListUrl({ ...work, slug: undefined, website: null, href: 'https://x.example/a' })).toBe(
      'https://x.example/a',
    )
    expect(itemListUrl({ title: 't', cover_url: null, href: '/work/7' })).toBe(`${site}/work/7`)
  })

  it('is null without a usable address', () => {
    expect(itemListUrl({ title: 't', cover_url: null, href: null })).toBeNull()
    expect(itemListUrl({ title: 't', cover_url: null, href: '#' })).toBeNull()
    expect(itemListUrl({ title: 't', cover_url: null, href: 'javascript:alert(1)' })).toBeNull()
  })
})

describe('itemListJsonLd', () => {
  it('lists every item in order with position, name, address and its cover on the site', () => {
    const list = itemListJsonLd(
      'All Work',
      [
        { ...work, cover: { key: 'covers/harbourline.jpg' } },
        { title: 'No links', cover_url: null, href: null },
        { title: 'Project', cover_url: 'https://api.example/p.webp', href: 'https://p.example/' },
      ],
      'en',
      '/projects',
    )
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'All Work',
      numberOfItems: 3,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Harbourline Banking App',
          url: `${site}/work/harbourline-banking-app`,
          image: `${site}/media/covers/harbourline.jpg`,
        },
        // An item without an address of its own is listed at its section of the list's page.
        { '@type': 'ListItem', position: 2, name: 'No links', url: `${site}/projects#mobile-project-1` },
        // A cover on another host is never named as the studio's image.
        { '@type': 'ListItem', position: 3, name: 'Project', url: 'https://p.example/' },
      ],
    })
  })
})

describe('itemListMeta', () => {
  it('gives one ld+json entry for a loaded list', () => {
    const meta = itemListMeta('Projects', { kind: 'loaded', items: [work] })
    expect(meta).toEqual([{ 'script:ld+json': itemListJsonLd('Projects', [work]) }])
  })

  it('gives nothing for a failed, empty or missing list', () => {
    expect(itemListMeta('Projects', { kind: 'error' })).toEqual([])
    expect(itemListMeta('Projects', { kind: 'loaded', items: [] })).toEqual([])
    expect(itemListMeta('Projects', undefined)).toEqual([])
  })
})

describe('share tags', () => {
  const card = {
    key: 'cards/page-home.ar.0123456789abcdef01234567.jpg',
    width: 1200,
    height: 630,
    type: 'image/jpeg' as const,
  }
  const content = (meta: ReturnType<typeof pageMeta>, key: string) => {
    const tag = meta.find(
      (entry) => ('property' in entry && entry.property === key) || ('name' in entry && entry.name === key),
    )
    return tag && 'content' in tag ? tag.content : undefined
  }

  it("names the page's card on the site's origin with its size, type and alt, for Open Graph and Twitter", () => {
    const meta = pageMeta({
      title: 'خدماتنا',
      description: 'd',
      path: '/services',
      language: 'ar',
      siteName: 'Nile Byte Studio',
      image: { card, alt: 'خدماتنا، من Nile Byte Studio' },
    })
    const url = `${site}/media/${card.key}`
    expect(content(meta, 'og:image')).toBe(url)
    expect(content(meta, 'og:image:width')).toBe('1200')
    expect(content(meta, 'og:image:height')).toBe('630')
    expect(content(meta, 'og:image:type')).toBe('image/jpeg')
    expect(content(meta, 'og:image:alt')).toBe('خدماتنا، من Nile Byte Studio')
    expect(content(meta, 'og:type')).toBe('website')
    expect(content(meta, 'og:locale')).toBe('ar_EG')
    expect(content(meta, 'og:locale:alternate')).toBe('en_US')
    expect(content(meta, 'twitter:card')).toBe('summary_large_image')
    expect(content(meta, 'twitter:title')).toBe('خدماتنا | Nile Byte Studio')
    expect(content(meta, 'twitter:description')).toBe('d')
    expect(content(meta, 'twitter:image')).toBe(url)
    expect(content(meta, 'twitter:image:alt')).toBe('خدماتنا، من Nile Byte Studio')
  })

  it("uses the studio's default image, described in the page's language, when no card is drawn", () => {
    const meta = pageMeta({
      title: 'Services',
      description: 'd',
      path: '/services',
      siteName: 'Nile Byte Studio',
    })
    expect(content(meta, 'og:image')).toBe(`${site}/og-image.png`)
    expect(content(meta, 'og:image:type')).toBe('image/png')
    expect(content(meta, 'og:image:alt')).toContain('Nile Byte Studio')
  })

  it('keeps a title within 70 characters: the page title alone when the studio name would pass it', () => {
    const long = 'استوديو ويب وتطبيقات وذكاء اصطناعي وبيانات في الجيزة، مصر'
    const meta = pageMeta({
      title: long,
      description: 'd',
      path: '/',
      language: 'ar',
      siteName: 'Nile Byte Studio',
    })
    expect(meta).toContainEqual({ title: long })
    expect(
      pageMeta({ title: 'Home', description: 'd', path: '/', siteName: 'Nile Byte Studio' }),
    ).toContainEqual({
      title: 'Nile Byte Studio | Home',
    })
  })
})

describe('sameAs', () => {
  it("names no profile while the social links are the networks' home pages (the starting copy)", () => {
    const data = JSON.parse(organizationJsonLd(SITE_CONTENT_DEFAULTS_EN.studio))
    expect(data.sameAs).toBeUndefined()
  })
})
