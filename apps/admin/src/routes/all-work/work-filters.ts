import type { AdminWorkItem } from '@studio/contracts'
import { matchesSearch } from '../../lib/list-view'

/** The category dropdown's options after 'All Categories': distinct categories, sorted. */
export function distinctCategories(items: readonly AdminWorkItem[]): string[] {
  const set = new Set<string>()
  for (const item of items) if (item.category) set.add(item.category)
  return [...set].sort((a, b) => a.localeCompare(b))
}

/** Search over title, description and tags, then the category ('' means all). Server order is kept. */
export function filterWork(
  items: readonly AdminWorkItem[],
  query: string,
  category: string,
): AdminWorkItem[] {
  return items.filter(
    (item) =>
      (category === '' || item.category === category) &&
      matchesSearch(query, [item.title, item.description, ...item.tags]),
  )
}

/** The public address to visit: the website, falling back to href when that is a full URL. */
export function visitUrl(item: Pick<AdminWorkItem, 'website' | 'href'>): string | null {
  const candidate = item.website ?? item.href
  return candidate && /^https?:\/\//i.test(candidate) ? candidate : null
}
