import { categoryLabel } from '@studio/contracts/constants'
import { workPath } from '@studio/contracts/slugs'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { CoverImage } from '../../components/cover-image'
import { TagList } from '../../components/tag-list'
import { ViewProjectButton } from './view-project-button'

/** A card's width in the grid: four columns on wide screens, three, two, then one. */
const WORK_CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 92vw'

/**
 * One All Work card: cover and title link to the item's href, else to its case study (or '#' when
 * an older API sends no slug), badges (category, and 'Featured' for items the studio features),
 * text, tags, two-tap button.
 * `first`: the first card, whose cover is the largest paint on every width (one column on phones,
 * equal covers in the first row wider), so only it is fetched at high priority.
 */
export function WorkCard({ item, first = false }: { item: PublicWorkItem; first?: boolean }) {
  const href = item.href || (item.slug ? workPath(item.slug) : '#')
  const external = item.website || item.href
  return (
    <article className="work-card" aria-labelledby={`work-${item.id}-title`}>
      {/* biome-ignore lint/a11y/useAnchorContent: a mouse shortcut duplicating the title link, hidden from the keyboard and screen readers */}
      <a href={href} className="work-card__cover" tabIndex={-1} aria-hidden="true">
        {item.cover_url ? (
          <CoverImage
            url={item.cover_url}
            alt=""
            sizes={WORK_CARD_SIZES}
            priority={first ? 'high' : 'lazy'}
          />
        ) : (
          <span className="cover-placeholder">{item.title.slice(0, 1)}</span>
        )}
      </a>
      <div className="work-card__body">
        <div className="work-card__badges">
          <span className="category-badge work-card__badge">{categoryLabel(item.category)}</span>
          {item.featured ? <span className="category-badge work-card__featured">Featured</span> : null}
        </div>
        <h2 id={`work-${item.id}-title`} className="work-card__title">
          <a href={href}>{item.title}</a>
        </h2>
        <p className="work-card__text">{item.description}</p>
        <TagList tags={item.tags} />
        {external ? <ViewProjectButton url={external} title={item.title} /> : null}
      </div>
    </article>
  )
}
