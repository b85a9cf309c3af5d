import { isSiteContentLink } from '@studio/contracts/links'
import { workPath } from '@studio/contracts/slugs'
import type { MetaDescriptor } from 'react-router'
import { siteConfig } from '../config'
import { localizedPath, type SiteLanguage } from './language'
import { portfolioTexts } from './portfolio-text'

interface PageMeta {
  title: string
  description: string
  /**
   * The page's address on the site, e.g. '/services', or with its canonical query for a page whose
   * views have their own addresses ('/all-work?category=apps&page=2'); omitted for pages that must
   * not be indexed.
   */
  path?: string
  /** The page's language: its canonical keeps the language's prefix; both languages are alternates. */
  language?: SiteLanguage
  /**
   * The studio's name from the site copy (added to the title and Open Graph); none only where the
   * copy could not be read (the page of a failed load).
   */
  siteName?: string
}

/** The absolute address of a site path in a language. */
export function siteAddress(language: SiteLanguage, path: string): string {
  return `${siteConfig.siteUrl}${localizedPath(language, path)}`
}

/** `hreflang` alternates of a page: each language's address, and English as the default. */
export function alternateLinks(path: string): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: siteAddress('en', path) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: siteAddress('ar', path) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: siteAddress('en', path) },
  ]
}

const OG_LOCALE = { en: 'en_US', ar: 'ar_EG' } as const satisfies Record<SiteLanguage, string>

/** Title, description, canonical link, language alternates and Open Graph tags for one route. */
export function pageMeta({
  title,
  description,
  path,
  language = 'en',
  siteName,
}: PageMeta): MetaDescriptor[] {
  const fullTitle = !siteName ? title : path === '/' ? `${siteName} | ${title}` : `${title} | ${siteName}`
  const url = path === undefined ? undefined : siteAddress(language, path)
  const image = `${siteConfig.siteUrl}/og-image.png`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(url && path !== undefined
      ? [{ tagName: 'link', rel: 'canonical', href: url } as const, ...alternateLinks(path)]
      : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: OG_LOCALE[language] },
    { property: 'og:locale:alternate', content: OG_LOCALE[language === 'en' ? 'ar' : 'en'] },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/**
 * JSON for an inline `<script type="application/ld+json">`, with '<' escaped so the text can never
 * close the script element.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The studio facts of the site copy that the Organization names. */
export interface OrganizationFacts {
  name: string
  blurb: string
  phone: string
  city: string
  social: ReadonlyArray<{ url: string }>
}

/**
 * The studio's profiles as schema.org's sameAs: the social links that pass the copy's link rule
 * (isSiteContentLink) and are absolute web addresses; a preview's draft may hold anything.
 */
function profileAddresses(social: ReadonlyArray<{ url: string }>): string[] {
  return social
    .map((link) => link.url.trim())
    .filter((url) => isSiteContentLink(url) && /^https?:\/\//i.test(url))
}

/** schema.org Organization for the whole site, from the studio facts of the site copy. */
export function organizationJsonLd(facts: OrganizationFacts): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.name,
    url: `${siteConfig.siteUrl}/`,
    logo: `${siteConfig.siteUrl}/favicon.svg`,
    description: facts.blurb,
    telephone: facts.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: facts.city,
      addressCountry: 'EG',
    },
    sameAs: profileAddresses(facts.social),
  }
  return jsonLdText(data)
}

/** What an ItemList entry needs from a Projects or All Work item. */
export interface ItemListSource {
  title: string
  description?: string
  title_ar?: string | null
  cover_url: string | null
  href: string | null
  website?: string | null
  /** The case study's address is /work/{slug} (All Work items). */
  slug?: string
}

/** An absolute http(s) address for a link that may be relative to the site; null when unusable. */
export function absoluteUrl(link: string | null | undefined): string | null {
  const text = link?.trim()
  if (!text || text.startsWith('#')) return null
  try {
    const url = new URL(text, `${siteConfig.siteUrl}/`)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** The address an item is listed under: its case study, else its website, else its link. */
export function itemListUrl(item: ItemListSource, language: SiteLanguage = 'en'): string | null {
  if (item.slug) return siteAddress(language, workPath(item.slug))
  return absoluteUrl(item.website) ?? absoluteUrl(item.href)
}

/**
 * schema.org ItemList of a portfolio list, in the list's order: position, name, address (see
 * `itemListUrl`) and cover image of each item. An object for a route's `meta`
 * (`{ 'script:ld+json': … }`), which React Router serialises with '<', '>' and '&' escaped.
 */
export function itemListJsonLd(
  name: string,
  items: readonly ItemListSource[],
  language: SiteLanguage = 'en',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => {
      const url = itemListUrl(item, language)
      const image = absoluteUrl(item.cover_url)
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: portfolioTexts({ description: '', ...item }, language).title.text,
        ...(url ? { url } : {}),
        ...(image ? { image } : {}),
      }
    }),
  }
}

/** The route `meta` entry that puts a list's ItemList in the page head (none when it failed to load). */
export function itemListMeta(
  name: string,
  list: { kind: 'loaded'; items: readonly ItemListSource[] } | { kind: 'error' } | undefined,
  language: SiteLanguage = 'en',
): MetaDescriptor[] {
  if (list?.kind !== 'loaded' || list.items.length === 0) return []
  return [{ 'script:ld+json': itemListJsonLd(name, list.items, language) }]
}
