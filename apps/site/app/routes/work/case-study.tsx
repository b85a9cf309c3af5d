import type { PublicWorkItem } from '@studio/contracts/work-items'
import { buttonClass } from '@studio/ui/button'
import { VisuallyHidden } from '@studio/ui/visually-hidden'
import { Link } from 'react-router'
import { CoverImage } from '../../components/cover-image'
import { type CoverLayout, coverAlt } from '../../components/cover-picture'
import { ArrowRightIcon, ArrowUpRightIcon } from '../../components/icons'
import { TagList } from '../../components/tag-list'
import { localizedPath } from '../../lib/language'
import { portfolioTexts } from '../../lib/portfolio-text'
import { useLanguage } from '../../messages/catalogue'
import { categoryName, PORTFOLIO_MESSAGES, type PortfolioMessages } from '../../messages/portfolio'

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

/** Every file the cover has: the widest layout of the site, shown at once (decision 0019). */
const CASE_STUDY_COVER_LAYOUT: CoverLayout = { sizes: CASE_STUDY_COVER_SIZES }

function BackToAllWork({ messages }: { messages: PortfolioMessages }) {
  const language = useLanguage()
  return (
    <Link to={localizedPath(language, '/all-work')} className="case-study__back quiet-link">
      <ArrowRightIcon width={16} height={16} />
      {messages.backToAllWork}
    </Link>
  )
}

/**
 * One case study: title, category (the All Work badge's label), cover, description, tags and the
 * website link. The cover is the page's largest paint: fetched at high priority, never lazily.
 */
export function CaseStudy({ item }: { item: PublicWorkItem }) {
  const website = websiteOf(item)
  const language = useLanguage()
  const messages = PORTFOLIO_MESSAGES[language]
  const { title, description } = portfolioTexts(item, language)
  const alt = coverAlt(item, language)
  return (
    <article className="container case-study" aria-labelledby="case-study-title">
      <header className="page-header">
        <BackToAllWork messages={messages} />
        <p className="eyebrow">{messages.caseStudy}</p>
        <h1 id="case-study-title" className="page-title case-study__title" lang={title.lang}>
          {title.text}
        </h1>
        <p className="case-study__badges">
          <span className="category-badge">{categoryName(messages, item.category)}</span>
        </p>
      </header>
      <figure className="case-study__cover">
        <CoverImage
          item={item}
          alt={alt.text}
          altLang={alt.lang}
          layout={CASE_STUDY_COVER_LAYOUT}
          priority="high"
          fallback={
            <span className="cover-placeholder case-study__placeholder" aria-hidden="true">
              {title.text.slice(0, 1)}
            </span>
          }
        />
      </figure>
      <div className="case-study__body flow">
        <p className="lead case-study__description" lang={description.lang}>
          {description.text}
        </p>
        <TagList tags={item.tags} language={language} />
        {website ? (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'case-study__website')}
          >
            {messages.visitWebsite}
            <VisuallyHidden>{messages.opensInNewTab}</VisuallyHidden>
            <ArrowUpRightIcon width={18} height={18} />
          </a>
        ) : null}
      </div>
    </article>
  )
}

/** The page when the API fails: the list's error text, with the way back. */
export function CaseStudyFailed({ message }: { message: string }) {
  const language = useLanguage()
  const messages = PORTFOLIO_MESSAGES[language]
  return (
    <div className="container case-study">
      <header className="page-header">
        <BackToAllWork messages={messages} />
        <p className="eyebrow">{messages.eyebrow}</p>
        <h1 className="page-title">{messages.caseStudy}</h1>
      </header>
      <p className="error-text" role="alert">
        {language === 'en' ? message : messages.loadFailed}
      </p>
    </div>
  )
}
