import { buttonClass } from '@studio/ui/button'
import type { PortfolioMessages } from '../../messages/portfolio'
import { type AllWorkView, viewPath } from './all-work-view'

interface PagerProps {
  view: Pick<AllWorkView<unknown>, 'category' | 'page' | 'pageCount'>
  /** The element each page's link lands on (without '#'). */
  fragment: string
  messages: PortfolioMessages
  /** The address of a site path in the page's language. */
  href: (path: string) => string
}

/**
 * Prev, a number per page and Next, as links to each page of the current filter. Prev on the first
 * page and Next on the last stay (disabled buttons, the look they always had), so the row never
 * shifts.
 */
export function AllWorkPager({ view, fragment, messages, href: inLanguage }: PagerProps) {
  const href = (page: number) => `${inLanguage(viewPath({ category: view.category, page }))}#${fragment}`
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
    <nav aria-label={messages.pagerLabel} className="ui-pagination all-work__pagination">
      {step(messages.previousPage, view.page - 1, view.page > 1)}
      {pages.map((page) => (
        <a
          key={page}
          href={href(page)}
          className={buttonClass('secondary', 'sm', 'ui-pagination__page')}
          aria-current={page === view.page ? 'page' : undefined}
          aria-label={messages.pageNumber(String(page))}
        >
          {page}
        </a>
      ))}
      {step(messages.nextPage, view.page + 1, view.page < view.pageCount)}
    </nav>
  )
}
