import { PAGE_SIZE, WORK_CATEGORIES } from '@studio/contracts/constants'
import { LIST_MESSAGES } from '@studio/contracts/messages'
import type { PublicClient } from '@studio/contracts/public-client'
import { clampPage, Pagination, pageCountFor } from '@studio/ui/pagination'
import { Tabs, tabId } from '@studio/ui/tabs'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { scrollToElement } from '../../lib/scroll'
import { usePublicList } from '../../lib/use-public-list'
import { WorkCard } from './work-card'

type Filter = 'all' | (typeof WORK_CATEGORIES)[number]['value']

const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  ...WORK_CATEGORIES,
]

/** Filter tabs, the card grid and numbered pagination (8 per page, spec sections 2 and 4). */
export function AllWorkList({ client }: { client: Pick<PublicClient, 'listAllWork'> }) {
  const state = usePublicList(client.listAllWork)
  const [filter, setFilter] = useState<Filter>('all')
  const [page, setPage] = useState(1)
  const idPrefix = useId()
  const panelId = `${idPrefix}-panel`
  const panelRef = useRef<HTMLDivElement>(null)

  const filtered = useMemo(() => {
    if (state.kind !== 'loaded') return []
    return filter === 'all' ? state.items : state.items.filter((item) => item.category === filter)
  }, [state, filter])
  const pageCount = pageCountFor(filtered.length, PAGE_SIZE.publicAllWork)
  const currentPage = clampPage(page, pageCount)

  // A page past the end (the list shrank) resets to page 1.
  useEffect(() => {
    if (currentPage !== page) setPage(currentPage)
  }, [currentPage, page])

  const start = (currentPage - 1) * PAGE_SIZE.publicAllWork
  const visible = filtered.slice(start, start + PAGE_SIZE.publicAllWork)

  function changeFilter(next: Filter) {
    setFilter(next)
    setPage(1)
  }

  function changePage(next: number) {
    setPage(next)
    if (panelRef.current) scrollToElement(panelRef.current)
  }

  return (
    <div className="all-work">
      <Tabs
        options={FILTERS}
        value={filter}
        onChange={changeFilter}
        label="Filter by type"
        panelId={panelId}
        idPrefix={idPrefix}
      />
      <div
        ref={panelRef}
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(idPrefix, filter)}
        className="all-work__panel"
        aria-busy={state.kind === 'loading'}
      >
        {state.kind === 'loading' ? (
          <p className="all-work__status" role="status">
            {LIST_MESSAGES.loading}
          </p>
        ) : state.kind === 'error' ? (
          <p className="error-text" role="alert">
            {state.message}
          </p>
        ) : visible.length === 0 ? (
          <p className="all-work__status">No projects in this category yet.</p>
        ) : (
          <div className="work-grid">
            {visible.map((item, index) => (
              <WorkCard key={item.id} item={item} eager={index < 4} first={index === 0} />
            ))}
          </div>
        )}
      </div>
      {state.kind === 'loaded' && filtered.length > 0 ? (
        <Pagination
          page={currentPage}
          pageCount={pageCount}
          onPageChange={changePage}
          label="All Work pages"
          className="all-work__pagination"
        />
      ) : null}
    </div>
  )
}
