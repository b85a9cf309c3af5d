import { categoryLabel } from '@studio/contracts/constants'
import { workPath } from '@studio/contracts/slugs'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { siteConfig, studio } from '../config'
import { absoluteUrl } from './seo'

/**
 * schema.org CreativeWork for one case study, made by the studio (named as in the site copy). A plain
 * object: React Router's `script:ld+json` meta descriptor serialises it and escapes it for the script
 * element.
 */
export function creativeWorkJsonLd(item: PublicWorkItem, slug: string, studioName: string = studio.name) {
  const image = absoluteUrl(item.cover_url)
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: item.title,
    description: item.description,
    url: `${siteConfig.siteUrl}${workPath(slug)}`,
    ...(image ? { image } : {}),
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
    genre: categoryLabel(item.category),
    creator: { '@type': 'Organization', name: studioName, url: `${siteConfig.siteUrl}/` },
  }
}
