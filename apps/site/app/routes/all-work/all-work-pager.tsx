import { buttonClass } from '@studio/ui/button'
import { type AllWorkView, viewPath } from './all-work-view'

interface PagerProps {
  view: Pick<AllWorkView<unknown>, 'category' | 'page' | 'pageCount'>
  /** The element each page's link lands on (without '#'). */
  fragment: string
}

/**
 * Prev, a number per page and Next, as links to each page of the current filter. Prev on the first
 * page and Next on the last stay (disabled buttons, the look they always had), so the row never
 * shifts.
 */
export function AllWorkPager({ view, fragment }: PagerProps) {
  const href = (page: number) => `${viewPath({ category: view.category, page })}#${fragment}`
  const step = (label: string, page: number, enabled: boolean) =>
    enabled ? (
      <a href={href(page)} className={buttonClass('secondary', 'sm')}>
        {label}
      </a>
    ) : (
      <button type="button" className={buttonClass('secondary', 'sm')} disabled>
        {label}
      </button>
    )
  const pages = Array.from({ length: view.pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label="All Work pages" className="ui-pagination all-work__pagination">
      {step('Prev', view.page - 1, view.page > 1)}
      {pages.map((page) => (
        <a
          key={page}
          href={href(page)}
          className={buttonClass('secondary', 'sm', 'ui-pagination__page')}
          aria-current={page === view.page ? 'page' : undefined}
          aria-label={`Page ${page}`}
        >
          {page}
        </a>
      ))}
      {step('Next', view.page + 1, view.page < view.pageCount)}
    </nav>
  )
}
