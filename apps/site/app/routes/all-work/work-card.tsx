import { workPath } from '@studio/contracts/slugs'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { CoverImage } from '../../components/cover-image'
import { type CoverLayout, coverAlt } from '../../components/cover-picture'
import { TagList } from '../../components/tag-list'
import { localizedPath, type SiteLanguage } from '../../lib/language'
import { portfolioTexts } from '../../lib/portfolio-text'
import { categoryName, PORTFOLIO_MESSAGES } from '../../messages/portfolio'
import { ViewProjectButton } from './view-project-button'

/**
 * A card cover's rendered width, per layout: the grid fills its container (1200 px at most, side
 * padding clamp(1rem, 4vw, 2rem)) with as many 260 px minimum columns as fit, 1.5rem apart (four
 * from 1176 px, three from 892 px, two from 592 px, else one), and the cover is its card's width
 * less the card's 1 px borders.
 */
export const WORK_CARD_SIZES = [
  '(min-width: 1200px) 264px',
  '(min-width: 1176px) calc((100vw - 144px) / 4)',
  '(min-width: 892px) calc((100vw - 118px) / 3)',
  '(min-width: 800px) calc((100vw - 92px) / 2)',
  '(min-width: 592px) calc(46vw - 14px)',
  '(min-width: 400px) calc(92vw - 2px)',
  'calc(100vw - 34px)',
].join(', ')

/**
 * A card's cover: its rendered width, and files of at most 480 px, the budget of a card (about 40 KB:
 * a phone photo's 480 px AVIF weighs about 29 KB, its 800 px one 46 KB). The desktop's 264 px cards
 * get every pixel they need up to DPR 1.8; a phone's 356 px card at DPR 3 (1068 device pixels) gets
 * 480 too, softer than the screen could show, so that the four cards a phone fetches on opening the
 * page stay within 150 KB (decision 0019). The case study shows the cover at full width.
 */
export const WORK_CARD_LAYOUT: CoverLayout = { sizes: WORK_CARD_SIZES, maxWidth: 480 }

/**
 * One All Work card: cover and title link to the item's href, else to its case study (or '#' when
 * an older API sends no slug), badges (category, and 'Featured' for items the studio features),
 * text, tags, two-tap button.
 * `first`: the first card, whose cover is the largest paint on every width (one column on phones,
 * equal covers in the first row wider), so only it is fetched at high priority.
 */
export function WorkCard({
  item,
  language,
  first = false,
}: {
  item: PublicWorkItem
  /** The page's language (its address's). */
  language: SiteLanguage
  first?: boolean
}) {
  const messages = PORTFOLIO_MESSAGES[language]
  const { title, description } = portfolioTexts(item, language)
  const href = item.href || (item.slug ? localizedPath(language, workPath(item.slug)) : '#')
  const external = item.website || item.href
  const alt = coverAlt(item, language)
  return (
    <article className="work-card panel" aria-labelledby={`work-${item.id}-title`}>
      {/* biome-ignore lint/a11y/useAnchorContent: a mouse shortcut duplicating the title link, hidden from the keyboard and screen readers */}
      <a href={href} className="work-card__cover" tabIndex={-1} aria-hidden="true">
        <CoverImage
          item={item}
          alt={alt.text}
          altLang={alt.lang}
          layout={WORK_CARD_LAYOUT}
          priority={first ? 'high' : 'lazy'}
          fallback={<span className="cover-placeholder">{title.text.slice(0, 1)}</span>}
        />
      </a>
      <div className="work-card__body">
        <div className="work-card__badges">
          <span className="category-badge work-card__badge">{categoryName(messages, item.category)}</span>
          {item.featured ? (
            <span className="category-badge work-card__featured">{messages.featured}</span>
          ) : null}
        </div>
        <h2 id={`work-${item.id}-title`} className="work-card__title" lang={title.lang}>
          <a href={href}>{title.text}</a>
        </h2>
        <p className="work-card__text" lang={description.lang}>
          {description.text}
        </p>
        <TagList tags={item.tags} language={language} />
        {external ? (
          <ViewProjectButton id={String(item.id)} url={external} title={title.text} messages={messages} />
        ) : null}
      </div>
    </article>
  )
}
