import { categoryLabel } from '@studio/contracts/constants'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { siteConfig, studio } from '../config'
import { workPath } from '../public-paths'

/** An address as a crawler needs it: absolute, resolved against the site (covers may be relative). */
export function absoluteUrl(address: string): string {
  try {
    return new URL(address, `${siteConfig.siteUrl}/`).href
  } catch {
    return address
  }
}

/**
 * schema.org CreativeWork for one case study, made by the studio. A plain object: React Router's
 * `script:ld+json` meta descriptor serialises it and escapes it for the script element.
 */
export function creativeWorkJsonLd(item: PublicWorkItem, slug: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: item.title,
    description: item.description,
    url: `${siteConfig.siteUrl}${workPath(slug)}`,
    ...(item.cover_url ? { image: absoluteUrl(item.cover_url) } : {}),
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
    genre: categoryLabel(item.category),
    creator: { '@type': 'Organization', name: studio.name, url: `${siteConfig.siteUrl}/` },
  }
}
