import { type AdminWorkItem, categoryLabel } from '@studio/contracts'
import { Deferred } from '../../lib/deferred-view'
import { distinctCategories } from './work-filters'

interface CategoryFilterProps {
  /** The route loader's read of all the work: the options are its categories. */
  work: Promise<AdminWorkItem[]>
  /** The chosen category ('' for all). */
  value: string
  onChange: (category: string) => void
}

/**
 * The category dropdown beside the search box. It stands above the list's loading boundary, so it is
 * one element from the first paint. The other categories come with the loaded work; the chosen one's
 * option stands outside their boundaries, in its sorted place, so a shared address shows its filter
 * at once and the browser never loses the selection when the other options arrive.
 */
export function CategoryFilter({ work, value, onChange }: CategoryFilterProps) {
  const others = (side: 0 | 1) => (
    <Deferred value={work} fallback={null}>
      {(items) => aroundChosen(distinctCategories(items), value)[side].map(categoryOption)}
    </Deferred>
  )
  return (
    <label className="list-toolbar__filter">
      <span className="ui-visually-hidden">Category</span>
      <select className="ui-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All Categories</option>
        {others(0)}
        {value ? categoryOption(value) : null}
        {others(1)}
      </select>
    </label>
  )
}

/** The categories before and after the chosen one (all of them before it when it is not among them). */
function aroundChosen(categories: string[], chosen: string): [string[], string[]] {
  const at = categories.indexOf(chosen)
  return at < 0 ? [categories, []] : [categories.slice(0, at), categories.slice(at + 1)]
}

const categoryOption = (category: string) => (
  <option key={category} value={category}>
    {categoryLabel(category)}
  </option>
)
