import * as z from 'zod/mini'

/**
 * A paged admin list's `page` and `per_page` query parameters (the inbox and the audit log): their
 * texts, their schema fields and their part of a call's query string.
 */

export interface PageLimits {
  perPageDefault: number
  perPageMax: number
  /** Pages past this are refused rather than scanned. */
  pageMax: number
}

/** The texts that refuse a malformed `page` or `per_page`. */
export const pageMessages = (limits: PageLimits) => ({
  page: `page must be a whole number from 1 to ${limits.pageMax}.`,
  perPage: `per_page must be a whole number from 1 to ${limits.perPageMax}.`,
})

const wholeNumber = (text: string, max: number) =>
  z.pipe(
    z.string({ error: text }).check(z.regex(/^[0-9]{1,9}$/, text)),
    z.pipe(z.transform(Number), z.number().check(z.gte(1, text), z.lte(max, text))),
  )

/** The schema fields of `page` (1 by default) and `per_page` (the list's default). */
export const pageQueryFields = (limits: PageLimits) => {
  const messages = pageMessages(limits)
  return {
    page: z._default(wholeNumber(messages.page, limits.pageMax), 1),
    per_page: z._default(wholeNumber(messages.perPage, limits.perPageMax), limits.perPageDefault),
  }
}

/** The start of a list call's query: the page (left out when it is the first) and the page size. */
export function pageSearch(params: { page?: number; per_page?: number }): URLSearchParams {
  const search = new URLSearchParams()
  if (params.page !== undefined && params.page !== 1) search.set('page', String(params.page))
  if (params.per_page !== undefined) search.set('per_page', String(params.per_page))
  return search
}

/** A query string from its parameters: `?…`, or nothing when there are none. */
export function queryString(search: URLSearchParams): string {
  const text = search.toString()
  return text ? `?${text}` : ''
}
