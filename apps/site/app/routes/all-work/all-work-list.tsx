import { WORK_CATEGORIES } from '@studio/contracts/constants'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { Pagination } from '@studio/ui/pagination'
import { Tabs, tabId } from '@studio/ui/tabs'
import { useId, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { ListData } from '../../lib/list-data'
import { scrollToElement } from '../../lib/scroll'
import { type RequestedView, resolveView, type WorkFilter, withView } from './all-work-view'
import { WorkCard } from './work-card'

const FILTERS: ReadonlyArray<{ value: WorkFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...WORK_CATEGORIES,
]

const NO_ITEMS: PublicWorkItem[] = []

/**
 * Filter tabs, the card grid and numbered pagination (8 per page, spec sections 2 and 4). The view
 * lives in the address (`?category=apps&page=2`), so the server renders it, Back walks the views and
 * every view has its own link; each change is a history entry, made on the client from `state`.
 */
export function AllWorkList({ state }: { state: ListData<PublicWorkItem> }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const idPrefix = useId()
  const panelId = `${idPrefix}-panel`
  const panelRef = useRef<HTMLDivElement>(null)

  const items = state.kind === 'loaded' ? state.items : NO_ITEMS
  const view = useMemo(() => resolveView(searchParams, items), [searchParams, items])

  /** Goes to `next` as a new history entry, unless the address already shows exactly it. */
  function show(next: RequestedView): boolean {
    const params = withView(searchParams, next)
    if (params.toString() === searchParams.toString()) return false
    // The page keeps its scroll position: a tab is picked where it is, paging scrolls to the panel.
    setSearchParams(params, { preventScrollReset: true })
    return true
  }

  function changeFilter(next: WorkFilter) {
    show({ category: next, page: 1 })
  }

  function changePage(next: number) {
    if (show({ category: view.category, page: next }) && panelRef.current) {
      scrollToElement(panelRef.current)
    }
  }

  return (
    <div className="all-work">
      <Tabs
        options={FILTERS}
        value={view.category}
        onChange={changeFilter}
        label="Filter by type"
        panelId={panelId}
        idPrefix={idPrefix}
      />
      <div
        ref={panelRef}
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, view.category)}
        className="all-work__panel"
      >
        {state.kind === 'error' ? (
          <p className="error-text" role="alert">
            {state.message}
          </p>
        ) : view.visible.length === 0 ? (
          <p className="all-work__status">No projects in this category yet.</p>
        ) : (
          <div className="work-grid">
            {view.visible.map((item, index) => (
              <WorkCard key={item.id} item={item} first={index === 0} />
            ))}
          </div>
        )}
      </div>
      {state.kind === 'loaded' && view.filtered.length > 0 ? (
        <Pagination
          page={view.page}
          pageCount={view.pageCount}
          onPageChange={changePage}
          label="All Work pages"
          className="all-work__pagination"
        />
      ) : null}
    </div>
  )
}
