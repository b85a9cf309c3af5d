import { PAGE_SIZE, WORK_CATEGORIES, type WorkCategory } from '@studio/contracts/constants'
import { clampPage, pageCountFor } from '@studio/ui/pagination'

/** The All Work filter: every item, or one of the spec's categories. */
export type WorkFilter = 'all' | WorkCategory

/** The search parameters that hold the view: `?category=<value>&page=<n>`. */
export const VIEW_PARAMS = { category: 'category', page: 'page' } as const

/** What the address asks for, before the list is known (so the page is not yet clamped). */
export interface RequestedView {
  category: WorkFilter
  page: number
}

/** The view actually shown: the filter, the page inside 1..pageCount, and that page's items. */
export interface AllWorkView<T> extends RequestedView {
  pageCount: number
  /** Every item the filter keeps (all pages). */
  filtered: T[]
  /** The items of the current page (at most PAGE_SIZE.publicAllWork). */
  visible: T[]
}

const CATEGORY_VALUES: ReadonlySet<string> = new Set(WORK_CATEGORIES.map((entry) => entry.value))

function isWorkCategory(value: string): value is WorkCategory {
  return CATEGORY_VALUES.has(value)
}

/** `?category=`: a known category (any case, spaces trimmed), else 'all'. */
export function parseCategory(value: string | null): WorkFilter {
  const normal = value?.trim().toLowerCase() ?? ''
  return isWorkCategory(normal) ? normal : 'all'
}

/** `?page=`: a positive whole number, else 1 (too large is clamped once the list is known). */
export function parsePage(value: string | null): number {
  const text = value?.trim() ?? ''
  if (!/^\d+$/.test(text)) return 1
  const page = Number(text)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** The view the address asks for; unknown or malformed values fall back to All and page 1. */
export function parseView(params: URLSearchParams): RequestedView {
  return {
    category: parseCategory(params.get(VIEW_PARAMS.category)),
    page: parsePage(params.get(VIEW_PARAMS.page)),
  }
}

/**
 * The view shown for `params` over `items`: the filter, then 8 per page. A page past the end shows
 * page 1, as for any page that exceeds the page count; the page count is at
 * least 1, so an empty category or a failed list shows page 1.
 */
export function resolveView<T extends { category: string | null }>(
  params: URLSearchParams,
  items: readonly T[],
): AllWorkView<T> {
  const requested = parseView(params)
  const filtered =
    requested.category === 'all' ? [...items] : items.filter((item) => item.category === requested.category)
  const pageCount = pageCountFor(filtered.length, PAGE_SIZE.publicAllWork)
  const page = clampPage(requested.page, pageCount)
  const start = (page - 1) * PAGE_SIZE.publicAllWork
  return {
    category: requested.category,
    page,
    pageCount,
    filtered,
    visible: filtered.slice(start, start + PAGE_SIZE.publicAllWork),
  }
}

/**
 * The canonical query of a view: '', '?category=apps' or '?category=apps&page=2': no `category` for
 * All, no `page` for page 1, no other parameter (one address per view).
 */
export function viewSearch(view: RequestedView): string {
  const params = new URLSearchParams()
  if (view.category !== 'all') params.set(VIEW_PARAMS.category, view.category)
  if (view.page > 1) params.set(VIEW_PARAMS.page, String(view.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The address of a view: '/all-work', '/all-work?category=apps&page=2'. */
export function viewPath(view: RequestedView): string {
  return `/all-work${viewSearch(view)}`
}
