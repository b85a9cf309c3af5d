import type { MetaDescriptor } from 'react-router'
import { siteConfig, studio } from '../config'

interface PageMeta {
  title: string
  description: string
  /** The route's path, e.g. '/services'; omitted for pages that must not be indexed. */
  path?: string
}

/** Title, description, canonical link and Open Graph tags for one route. */
export function pageMeta({ title, description, path }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === '/' ? `${studio.name} | ${title}` : `${title} | ${studio.name}`
  const url = path === undefined ? undefined : `${siteConfig.siteUrl}${path === '/' ? '/' : path}`
  const image = `${siteConfig.siteUrl}/og-image.png`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(url
      ? [{ tagName: 'link', rel: 'canonical', href: url } as const]
      : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: studio.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}

/** schema.org Organization for the whole site (spec section 1 facts). */
export function organizationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: studio.name,
    url: `${siteConfig.siteUrl}/`,
    logo: `${siteConfig.siteUrl}/favicon.svg`,
    description: studio.blurb,
    foundingDate: String(studio.founded),
    telephone: studio.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: studio.city,
      addressCountry: 'EG',
    },
    sameAs: studio.social.map((link) => link.url),
  }
  // Escape '<' so the JSON can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
