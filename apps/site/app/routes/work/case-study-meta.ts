import { workPath } from '@studio/contracts/slugs'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import type { MetaDescriptor } from 'react-router'
import { creativeWorkJsonLd } from '../../lib/creative-work'
import type { SiteLanguage } from '../../lib/language'
import { portfolioTexts } from '../../lib/portfolio-text'
import { absoluteUrl, pageMeta } from '../../lib/seo'
import { PORTFOLIO_MESSAGES } from '../../messages/portfolio'

/** How long a meta description may be before search results cut it. */
const DESCRIPTION_MAX = 160

/** A description as one line of at most DESCRIPTION_MAX characters, cut at a word. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= DESCRIPTION_MAX) return line
  const cut = line.slice(0, DESCRIPTION_MAX - 1)
  const word = cut.lastIndexOf(' ')
  return `${(word > DESCRIPTION_MAX / 2 ? cut.slice(0, word) : cut).replace(/[\s,.;:]+$/, '')}…`
}

const isImageTag = (tag: MetaDescriptor) =>
  'property' in tag && typeof tag.property === 'string' && tag.property.startsWith('og:image')

/**
 * A case study's tags: its title and description, its own canonical address, its cover as the
 * Open Graph image (the site's default image when it has none) and its CreativeWork JSON-LD.
 */
export function caseStudyMeta(
  item: PublicWorkItem,
  slug: string,
  language: SiteLanguage,
  siteName?: string,
): MetaDescriptor[] {
  const { title, description } = portfolioTexts(item, language)
  const tags = pageMeta({
    title: title.text,
    description: metaDescription(description.text),
    path: workPath(slug),
    language,
    siteName,
  })
  const cover = absoluteUrl(item.cover_url)
  return [
    ...(cover
      ? [
          ...tags.filter((tag) => !isImageTag(tag)),
          { property: 'og:image', content: cover },
          { property: 'og:image:alt', content: PORTFOLIO_MESSAGES[language].coverOf(title.text) },
        ]
      : tags),
    { 'script:ld+json': creativeWorkJsonLd(item, slug, siteName, language) },
  ]
}
