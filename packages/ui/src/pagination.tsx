import { buttonClass } from './button'
import { cn } from './cn'

interface PaginationProps {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  /** 'numbers' shows a button per page (public All Work); 'summary' shows 'Page X of Y' (admin). */
  variant?: 'numbers' | 'summary'
  label?: string
  className?: string
}

/** The number of pages for a list: at least 1. */
export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Keeps a page inside 1..pageCount (a page past the end resets to 1). */
export function clampPage(page: number, pageCount: number): number {
  return page > pageCount || page < 1 ? 1 : page
}

function Pagination({
  page,
  pageCount,
  onPageChange,
  variant = 'numbers',
  label = 'Pagination',
  className,
}: PaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label={label} className={cn('ui-pagination', className)}>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Prev
      </button>
      {variant === 'numbers' ? (
        pages.map((number) => (
          <button
            key={number}
            type="button"
            className={buttonClass('secondary', 'sm', 'ui-pagination__page')}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ))
      ) : (
        <span className="ui-pagination__summary" aria-live="polite">
          Page {page} of {pageCount}
        </span>
      )}
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}

export { Pagination }
