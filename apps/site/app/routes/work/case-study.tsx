import { categoryLabel } from '@studio/contracts/constants'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { buttonClass } from '@studio/ui/button'
import { VisuallyHidden } from '@studio/ui/visually-hidden'
import { Link } from 'react-router'
import { CoverImage } from '../../components/cover-image'
import { ArrowRightIcon, ArrowUpRightIcon } from '../../components/icons'
import { TagList } from '../../components/tag-list'

/** The project's own site: its website, else its link when that is an outside address. */
export function websiteOf(item: PublicWorkItem): string | null {
  if (item.website) return item.website
  return item.href && /^https?:\/\//i.test(item.href) ? item.href : null
}

/**
 * The cover's rendered width, per layout: the page container's width (1200 px at most, side padding
 * clamp(1rem, 4vw, 2rem)) less the figure's 1 px borders.
 */
export const CASE_STUDY_COVER_SIZES = [
  '(min-width: 1200px) 1134px',
  '(min-width: 800px) calc(100vw - 66px)',
  '(min-width: 400px) calc(92vw - 2px)',
  'calc(100vw - 34px)',
].join(', ')

function BackToAllWork() {
  return (
    <Link to="/all-work" className="case-study__back">
      <ArrowRightIcon width={16} height={16} />
      Back to all work
    </Link>
  )
}

/**
 * One case study: title, category (the All Work badge's label), cover, description, tags and the
 * website link. The cover is the page's largest paint: fetched at high priority, never lazily.
 */
export function CaseStudy({
  item,
  inlinedCover = null,
}: {
  item: PublicWorkItem
  /** The cover as a data: URL sent inside the page, when small enough. */
  inlinedCover?: string | null
}) {
  const website = websiteOf(item)
  return (
    <article className="container case-study" aria-labelledby="case-study-title">
      <header className="page-header">
        <BackToAllWork />
        <p className="eyebrow">Case study</p>
        <h1 id="case-study-title" className="page-title case-study__title">
          {item.title}
        </h1>
        <p className="case-study__badges">
          <span className="category-badge">{categoryLabel(item.category)}</span>
        </p>
      </header>
      <figure className="case-study__cover">
        {item.cover_url ? (
          <CoverImage
            url={item.cover_url}
            alt={`Cover of ${item.title}`}
            sizes={CASE_STUDY_COVER_SIZES}
            priority="high"
            inlined={inlinedCover}
          />
        ) : (
          <span className="cover-placeholder case-study__placeholder" aria-hidden="true">
            {item.title.slice(0, 1)}
          </span>
        )}
      </figure>
      <div className="case-study__body flow">
        <p className="lead case-study__description">{item.description}</p>
        <TagList tags={item.tags} />
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'case-study__website')}
          >
            Visit website
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            <ArrowUpRightIcon width={18} height={18} />
          </a>
        ) : null}
      </div>
    </article>
  )
}

/** The page when the API fails: the list's error text, with the way back. */
export function CaseStudyFailed({ message }: { message: string }) {
  return (
    <div className="container case-study">
      <header className="page-header">
        <BackToAllWork />
        <p className="eyebrow">Portfolio</p>
        <h1 className="page-title">Case study</h1>
      </header>
      <p className="error-text" role="alert">
        {message}
      </p>
    </div>
  )
}
