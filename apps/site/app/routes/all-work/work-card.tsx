import type { PublicWorkItem } from '@studio/contracts/work-items'
import { categoryLabel } from '@studio/contracts/work-items'
import { TagList } from '../../components/tag-list'
import { ViewProjectButton } from './view-project-button'

/**
 * One All Work card: cover and title link to the item's href (or '#'), badges (category, and
 * 'Featured' for items the studio features), text, tags, two-tap button.
 * `eager`: the card is likely above the fold, so its cover must not wait for lazy loading.
 * `first`: the first card, whose cover is the largest paint on every width (one column on phones,
 * equal covers in the first row wider), so only it is fetched at high priority.
 */
export function WorkCard({
  item,
  eager = false,
  first = false,
}: {
  item: PublicWorkItem
  eager?: boolean
  first?: boolean
}) {
  const href = item.href || '#'
  const external = item.website || item.href
  return (
    <article className="work-card" aria-labelledby={`work-${item.id}-title`}>
      {/* biome-ignore lint/a11y/useAnchorContent: a mouse shortcut duplicating the title link, hidden from the keyboard and screen readers */}
      <a href={href} className="work-card__cover" tabIndex={-1} aria-hidden="true">
        {item.cover_url ? (
          <img
            src={item.cover_url}
            alt=""
            width={800}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="work-card__placeholder">{item.title.slice(0, 1)}</span>
        )}
      </a>
      <div className="work-card__body">
        <div className="work-card__badges">
          <span className="work-card__badge">{categoryLabel(item.category)}</span>
          {item.featured ? <span className="work-card__featured">Featured</span> : null}
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
