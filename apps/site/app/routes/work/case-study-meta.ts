import { workPath } from '@studio/contracts/slugs'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import type { MetaDescriptor } from 'react-router'
import { creativeWorkJsonLd } from '../../lib/creative-work'
import type { SiteLanguage } from '../../lib/language'
import { portfolioTexts } from '../../lib/portfolio-text'
import { pageMeta, type ShareImage } from '../../lib/seo'
import { SHARE_MESSAGES } from '../../messages/share'

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

/**
 * A case study's shared image: its card in the page's language when drawn (else the studio's default
 * image), with an alternative text that says, on an Arabic page of an item not yet translated, that
 * the card carries the English title.
 */
export function caseStudyShareImage(
  item: PublicWorkItem,
  language: SiteLanguage,
  siteName: string | undefined,
): ShareImage {
  const { title } = portfolioTexts(item, language)
  const card = item.share_cards?.[language] ?? null
  const messages = SHARE_MESSAGES[language]
  const studio = siteName ?? ''
  if (!card) return { card: null, alt: messages.defaultImage(studio || title.text) }
  const alt =
    title.lang === 'en'
      ? messages.untranslatedCaseStudyCard(title.text, studio)
      : messages.caseStudyCard(title.text, studio)
  return { card, alt }
}

/**
 * A case study's tags: its title and description, its own canonical address, its share card as the
 * Open Graph image (the site's default image until one is drawn), `og:type=article` with its dates,
 * and its CreativeWork JSON-LD.
 */
export function caseStudyMeta(
  item: PublicWorkItem,
  slug: string,
  language: SiteLanguage,
  siteName?: string,
): MetaDescriptor[] {
  const { title, description } = portfolioTexts(item, language)
  return [
    ...pageMeta({
      title: title.text,
      description: metaDescription(description.text),
      path: workPath(slug),
      language,
      siteName,
      image: caseStudyShareImage(item, language, siteName),
      type: 'article',
    }),
    ...(item.created_at ? [{ property: 'article:published_time', content: item.created_at }] : []),
    ...(item.updated_at ? [{ property: 'article:modified_time', content: item.updated_at }] : []),
    { 'script:ld+json': creativeWorkJsonLd(item, slug, siteName, language) },
  ]
}
