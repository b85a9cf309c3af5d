import { workPath } from '@studio/contracts/slugs'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { categoryName, PORTFOLIO_MESSAGES } from '../messages/portfolio'
import type { SiteLanguage } from './language'
import { portfolioTexts } from './portfolio-text'
import { siteAddress, siteCoverUrl } from './seo'

/**
 * schema.org CreativeWork for one case study, made by the studio (named as in the site copy, when the
 * copy could be read). A plain object: React Router's `script:ld+json` meta descriptor serialises it
 * and escapes it for the script element.
 */
export function creativeWorkJsonLd(
  item: PublicWorkItem,
  slug: string,
  studioName: string | undefined,
  language: SiteLanguage = 'en',
) {
  const image = siteCoverUrl(item)
  const { title, description } = portfolioTexts(item, language)
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: title.text,
    description: description.text,
    inLanguage: title.lang ?? language,
    url: siteAddress(language, workPath(slug)),
    ...(image ? { image } : {}),
    ...(item.created_at ? { datePublished: item.created_at } : {}),
    ...(item.updated_at ? { dateModified: item.updated_at } : {}),
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
    genre: categoryName(PORTFOLIO_MESSAGES[language], item.category),
    creator: {
      '@type': 'Organization',
      ...(studioName ? { name: studioName } : {}),
      url: siteAddress(language, '/'),
    },
  }
}
