import { workPath } from '@studio/contracts/slugs'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import type { MetaDescriptor } from 'react-router'
import { creativeWorkJsonLd } from '../../lib/creative-work'
import { absoluteUrl, pageMeta } from '../../lib/seo'

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
export function caseStudyMeta(item: PublicWorkItem, slug: string, siteName?: string): MetaDescriptor[] {
  const tags = pageMeta({
    title: item.title,
    description: metaDescription(item.description),
    path: workPath(slug),
    siteName,
  })
  const cover = absoluteUrl(item.cover_url)
  return [
    ...(cover
      ? [
          ...tags.filter((tag) => !isImageTag(tag)),
          { property: 'og:image', content: cover },
          { property: 'og:image:alt', content: `Cover of ${item.title}` },
        ]
      : tags),
    { 'script:ld+json': creativeWorkJsonLd(item, slug, siteName) },
  ]
}
