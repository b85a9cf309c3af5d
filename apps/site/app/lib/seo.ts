import { isSiteContentLink } from '@studio/contracts/links'
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCard } from '@studio/contracts/share-cards'
import { workPath } from '@studio/contracts/slugs'
import type { MetaDescriptor } from 'react-router'
import { mediaUrl, ownMediaKey } from '../components/cover-picture'
import { siteConfig } from '../config'
import { SHARE_MESSAGES } from '../messages/share'
import { MEDIA_PATH } from '../site-pages'
import { localizedPath, type SiteLanguage } from './language'
import { portfolioTexts } from './portfolio-text'

const OG_LOCALE = { en: 'en_US', ar: 'ar_EG' } as const satisfies Record<SiteLanguage, string>

/** The image a page is shared with: its card when one is drawn, with its alternative text. */
export interface ShareImage {
  /** The card drawn for this page in this language; null: the studio's default image. */
  card: ShareCard | null
  /** What the image shows, in the page's language. */
  alt: string
}

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
  /** The shared image; absent: the studio's default image. */
  image?: ShareImage
  /** Open Graph's type: a case study is an article, every other page the website. */
  type?: 'website' | 'article'
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

/** The site's own absolute address of a path (`/media/...`): shared images come from the site. */
export function siteOriginUrl(path: string): string {
  return `${siteConfig.siteUrl}${path}`
}

/** The studio's default share image (public/og-image.png), for a page whose card is not drawn yet. */
export const DEFAULT_SHARE_IMAGE = {
  path: '/og-image.png',
  width: SHARE_CARD_WIDTH,
  height: SHARE_CARD_HEIGHT,
  type: 'image/png',
} as const

/** Search results cut titles past this many characters (html-validate's long-title rule agrees). */
export const TITLE_MAX = 70

/**
 * A page's full title: its title with the studio's name (first on the home page), or its title alone
 * when both would be longer than a result shows (the copy's own titles are at most 70 characters).
 */
export function fullTitleOf(title: string, siteName: string | undefined, path: string | undefined): string {
  if (!siteName) return title
  const full = path === '/' ? `${siteName} | ${title}` : `${title} | ${siteName}`
  return Array.from(full).length <= TITLE_MAX ? full : title
}

/** The Open Graph and Twitter tags of a shared image. */
export function shareImageMeta(image: ShareImage): MetaDescriptor[] {
  const { card, alt } = image
  const url = siteOriginUrl(card ? `${MEDIA_PATH}/${card.key}` : DEFAULT_SHARE_IMAGE.path)
  const size = card ?? DEFAULT_SHARE_IMAGE
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:width', content: String(size.width) },
    { property: 'og:image:height', content: String(size.height) },
    { property: 'og:image:type', content: size.type },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: alt },
  ]
}

/** Title, description, canonical link, language alternates, Open Graph and Twitter tags for one route. */
export function pageMeta({
  title,
  description,
  path,
  language = 'en',
  siteName,
  image,
  type = 'website',
}: PageMeta): MetaDescriptor[] {
  const fullTitle = fullTitleOf(title, siteName, path)
  const url = path === undefined ? undefined : siteAddress(language, path)
  const shared = image ?? { card: null, alt: SHARE_MESSAGES[language].defaultImage(siteName ?? title) }
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(url && path !== undefined
      ? [{ tagName: 'link', rel: 'canonical', href: url } as const, ...alternateLinks(path)]
      : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: type },
    ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    ...shareImageMeta(shared).filter((tag) => 'property' in tag),
    { property: 'og:locale', content: OG_LOCALE[language] },
    { property: 'og:locale:alternate', content: OG_LOCALE[language === 'en' ? 'ar' : 'en'] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    ...shareImageMeta(shared).filter((tag) => 'name' in tag),
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

/** A network's own home page (`https://www.linkedin.com/`): the starting copy's stand-in, no profile. */
function isProfile(url: string): boolean {
  try {
    const { pathname, search } = new URL(url)
    return pathname.replace(/\/+$/, '') !== '' || search !== ''
  } catch {
    return false
  }
}

/**
 * The studio's profiles as schema.org's sameAs: the social links that pass the copy's link rule
 * (isSiteContentLink), are absolute web addresses and name a profile (not a network's home page,
 * which the starting copy holds until the studio sets its own); a preview's draft may hold anything.
 */
export function profileAddresses(social: ReadonlyArray<{ url: string }>): string[] {
  return social
    .map((link) => link.url.trim())
    .filter((url) => isSiteContentLink(url) && /^https?:\/\//i.test(url) && isProfile(url))
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
  }
  const sameAs = profileAddresses(facts.social)
  return jsonLdText(sameAs.length > 0 ? { ...data, sameAs } : data)
}

/** What an ItemList entry needs from a Projects or All Work item. */
export interface ItemListSource {
  title: string
  description?: string
  title_ar?: string | null
  cover_url: string | null
  /** The cover's record: its original is served from the site's own /media. */
  cover?: { key: string } | null
  href: string | null
  website?: string | null
  /** The case study's address is /work/{slug} (All Work items). */
  slug?: string
}

/**
 * An item's cover as an image address on the site's own origin (the site serves our media store at
 * /media), or null: no cover, or one on another host (never named as the studio's image).
 */
export function siteCoverUrl(item: {
  cover_url: string | null
  cover?: { key: string } | null
}): string | null {
  const key = item.cover?.key ?? ownMediaKey(item.cover_url)
  return key ? siteOriginUrl(mediaUrl(key)) : null
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

/**
 * The address an item is listed under: its case study, else its website, else its link, else its
 * place on the list's own page (`listPath`, the section of its position), so every entry has one.
 */
export function itemListUrl(
  item: ItemListSource,
  language: SiteLanguage = 'en',
  listPath?: { path: string; index: number },
): string | null {
  if (item.slug) return siteAddress(language, workPath(item.slug))
  const own = absoluteUrl(item.website) ?? absoluteUrl(item.href)
  if (own || !listPath) return own
  return `${siteAddress(language, listPath.path)}#mobile-project-${listPath.index}`
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
  listPath?: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => {
      const url = itemListUrl(item, language, listPath ? { path: listPath, index } : undefined)
      const image = siteCoverUrl(item)
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
  listPath?: string,
): MetaDescriptor[] {
  if (list?.kind !== 'loaded' || list.items.length === 0) return []
  return [{ 'script:ld+json': itemListJsonLd(name, list.items, language, listPath) }]
}
