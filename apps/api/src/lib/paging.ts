import type { Context } from 'hono'

/**
 * The RFC 8288 Link header of one list page: first, prev, next and last, as references relative to
 * the API's origin (the request's own path and query, with page and per_page set), so they stay
 * right behind a proxy that rewrites the host.
 */
export function pagingLinks(requestUrl: string, page: number, perPage: number, total: number): string {
  const url = new URL(requestUrl)
  const last = Math.max(1, Math.ceil(total / perPage))
  const at = (target: number) => {
    url.searchParams.set('page', String(target))
    url.searchParams.set('per_page', String(perPage))
    return `<${url.pathname}${url.search}>`
  }
  const links = [`${at(1)}; rel="first"`]
  if (page > 1) links.push(`${at(Math.min(page - 1, last))}; rel="prev"`)
  if (page < last) links.push(`${at(page + 1)}; rel="next"`)
  links.push(`${at(last)}; rel="last"`)
  return links.join(', ')
}

/**
 * One page of a list, the spec's way (a JSON array), with its total in X-Total-Count and the other
 * pages in the Link header: the messages list and the audit log answer alike.
 */
export function pagedList<T>(
  c: Context,
  items: T[],
  paging: { page: number; perPage: number; total: number },
) {
  c.header('X-Total-Count', String(paging.total))
  c.header('Link', pagingLinks(c.req.url, paging.page, paging.perPage, paging.total))
  return c.json(items)
}
