import { WORK_CATEGORIES } from '@studio/contracts/constants'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { localizedPath, type SiteLanguage } from '../../lib/language'
import type { ListData } from '../../lib/list-data'
import { PORTFOLIO_MESSAGES, type PortfolioMessages } from '../../messages/portfolio'
import { AllWorkPager } from './all-work-pager'
import { type AllWorkView, resolveView, viewPath, type WorkFilter } from './all-work-view'
import { WorkCard } from './work-card'

const FILTERS: readonly WorkFilter[] = ['all', ...WORK_CATEGORIES.map((category) => category.value)]

const NO_ITEMS: PublicWorkItem[] = []

/** The id of the card grid's panel: the pager's links land on it, as paging used to scroll to it. */
export const WORK_LIST_ID = 'work-list'

/** The filter as links, one per view (a filter starts at page 1); the current one is marked. */
function FilterLinks({
  view,
  messages,
  href,
}: {
  view: AllWorkView<PublicWorkItem>
  messages: PortfolioMessages
  href: (path: string) => string
}) {
  return (
    <nav aria-label={messages.filterLabel} className="ui-tabs">
      {FILTERS.map((filter) => (
        <a
          key={filter}
          href={href(viewPath({ category: filter, page: 1 }))}
          className="ui-tabs__tab"
          aria-current={filter === view.category ? 'true' : undefined}
        >
          {messages.categories[filter]}
        </a>
      ))}
    </nav>
  )
}

/**
 * Filter links, the card grid and numbered pagination (8 per page). The view lives in the address
 * (`?category=apps&page=2`, read from `search`): the Worker renders each view, every filter and page
 * is a plain link to its own address, Back walks the views, and the page needs no script.
 */
export function AllWorkList({
  state,
  search,
  language,
}: {
  state: ListData<PublicWorkItem>
  search: string
  language: SiteLanguage
}) {
  const items = state.kind === 'loaded' ? state.items : NO_ITEMS
  const view = resolveView(new URLSearchParams(search), items)
  const messages = PORTFOLIO_MESSAGES[language]
  const href = (path: string) => localizedPath(language, path)
  return (
    <div className="all-work">
      <FilterLinks view={view} messages={messages} href={href} />
      <div id={WORK_LIST_ID} className="all-work__panel">
        {state.kind === 'error' ? (
          <p className="error-text" role="alert">
            {state.message}
          </p>
        ) : view.visible.length === 0 ? (
          <p className="all-work__status">{messages.emptyCategory}</p>
        ) : (
          <div className="card-grid">
            {view.visible.map((item, index) => (
              <WorkCard key={item.id} item={item} language={language} first={index === 0} />
            ))}
          </div>
        )}
      </div>
      {state.kind === 'loaded' && view.filtered.length > 0 ? (
        <AllWorkPager view={view} fragment={WORK_LIST_ID} messages={messages} href={href} />
      ) : null}
    </div>
  )
}
